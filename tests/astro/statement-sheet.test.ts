import { experimental_AstroContainer } from "astro/container";
import { beforeAll, describe, expect, test } from "vitest";
import type { CustomerStatement, StatementEntry } from "../../core/contracts/sales.ts";
import { profiles } from "../../core/profiles.ts";
import type { Locale } from "../../core/profiles.ts";
import StatementSheet from "../../src/components/StatementSheet.astro";

// A statement's order on account says when it falls due (issue #23 item 5, decision 0102), in the
// shop's DD/MM/YYYY, and an order paid otherwise says nothing of it.

const entry = (overrides: Partial<StatementEntry>): StatementEntry => ({
  kind: "order",
  at: Date.parse("2026-11-20T09:00:00Z"),
  reference: "1001",
  orderNumber: "1001",
  debit: 10_000,
  credit: 0,
  balance: 10_000,
  dueOn: null,
  ...overrides,
});

const statement = (entries: StatementEntry[]): CustomerStatement => ({
  customer: { id: 1, name: "Ann Buyer", companyName: "Ann Trading", email: "a@example.com", phone: "", userCode: null },
  salesperson: null,
  currency: "SAR",
  from: null,
  to: null,
  openingBalance: 0,
  closingBalance: 10_000,
  entries,
  seller: { name: "Jumla", address: null, phone: null, email: null, vatNumber: null, commercialRecordNumber: null },
});

let container: experimental_AstroContainer;
beforeAll(async () => {
  container = await experimental_AstroContainer.create();
});

async function dueLines(entries: StatementEntry[], locale: Locale) {
  const html = await container.renderToString(StatementSheet, {
    props: { statement: statement(entries), logoUrl: null },
    locals: { locale, profile: profiles.testing_v1 } satisfies Pick<App.Locals, "locale" | "profile"> as App.Locals,
  });
  return [...html.matchAll(/data-testid="statement-due-on"[^>]*>([\s\S]*?)<\/span>/g)].map((match) =>
    (match[1] ?? "")
      .replace(/<[^>]+>/g, "")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

describe("a statement's orders on account", () => {
  test("say their due day, and orders paid otherwise do not", async () => {
    const entries = [entry({ dueOn: "2026-12-20" }), entry({ reference: "1002", orderNumber: "1002" })];
    expect(await dueLines(entries, "en")).toEqual(["Due on 20/12/2026"]);
    expect(await dueLines(entries, "ar")).toEqual(["تاريخ الاستحقاق 20/12/2026"]);
  });
});
