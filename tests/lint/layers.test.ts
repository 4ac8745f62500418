// Issue #9 item 6: the layer rule of eslint.config.js refuses imports against the direction of
// the layers, and leaves imports along it alone.
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const eslint = new ESLint();

// The first lint loads the configuration and its plugins: seconds on a loaded machine, which the
// first test's 5 s once did not cover in CI. Loaded once here, with room for it.
beforeAll(() => eslint.lintText("export {};\n", { filePath: "core/example.ts" }), 60_000);

/** The layer-rule messages ESLint reports for `code` as if it were the file at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "import-x/no-restricted-paths").map((m) => m.message);
}

describe("the layer rule", () => {
  it.each([
    ["core/example.ts", 'import { openDb } from "../workers/lib/db.ts";\nexport const x = openDb;\n'],
    ["core/example.ts", 'import { schema } from "../db/client.ts";\nexport const x = schema;\n'],
    ["i18n/example.ts", 'import { openDb } from "../workers/lib/db.ts";\nexport const x = openDb;\n'],
    ["db/example.ts", 'import { openDb } from "../workers/lib/db.ts";\nexport const x = openDb;\n'],
    ["workers/example.ts", 'import { loadShell } from "../src/lib/shell.ts";\nexport const x = loadShell;\n'],
    ["src/islands/example.tsx", 'import { openDb } from "../../workers/lib/db.ts";\nexport const x = openDb;\n'],
    ["src/admin/example.tsx", 'import { openDb } from "../../workers/lib/db.ts";\nexport const x = openDb;\n'],
  ])("refuses a wrong-direction import in %s", async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    ["db/example.ts", 'import { profiles } from "../core/profiles.ts";\nexport const x = profiles;\n'],
    ["workers/example.ts", 'import { schema } from "../db/client.ts";\nexport const x = schema;\n'],
    ["src/islands/example.tsx", 'import { profiles } from "../../core/profiles.ts";\nexport const x = profiles;\n'],
  ])("allows an import along the layers in %s", async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});

describe("the admin app's typed client (decision 0055)", () => {
  async function messages(code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: "src/admin/example.ts" });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === "import-x/no-restricted-paths" || m.ruleId === "no-restricted-imports")
      .map((m) => m.message);
  }

  it("takes the API's route types", async () => {
    expect(
      await messages('import type { AppType } from "../../workers/api/app.ts";\nexport type X = AppType;\n'),
    ).toEqual([]);
  });

  it("refuses the API itself", async () => {
    expect(await messages('import { api } from "../../workers/api/app.ts";\nexport const x = api;\n')).toHaveLength(1);
  });
});

describe("the island messages rule (issue #9 A.8)", () => {
  async function importErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
  }

  it.each([
    'import { useTranslations } from "../../../i18n/index.ts";\nexport const x = useTranslations;\n',
    'import en from "../../../i18n/en.json" with { type: "json" };\nexport const x = en;\n',
  ])("refuses an island that loads the catalogues: %s", async (code) => {
    expect(await importErrors("src/islands/account/Example.tsx", code)).toHaveLength(1);
  });

  it.each([
    'import type { MessageKey } from "../../../i18n/index.ts";\nexport type X = MessageKey;\n',
    'import { translator } from "../../../i18n/messages.ts";\nexport const x = translator;\n',
  ])("allows types and the messages it was given: %s", async (code) => {
    expect(await importErrors("src/islands/account/Example.tsx", code)).toEqual([]);
  });
});

describe("the shelf price rule (decision 0073)", () => {
  async function messages(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
  }
  const copy =
    "export const price = (p: { price: number; discountPrice: number | null }) => p.discountPrice ?? p.price;\n";

  it.each(["workers/example.ts", "src/islands/example.tsx"])("refuses a copy of shelfPrice() in %s", async (path) => {
    expect(await messages(path, copy)).toEqual([
      "Use shelfPrice() from core/shelf-price.ts (one rule for the price a product is sold at).",
    ]);
  });

  it("leaves shelfPrice() itself alone", async () => {
    expect(await messages("core/shelf-price.ts", copy)).toEqual([]);
  });
});
