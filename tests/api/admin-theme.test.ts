// Issue #12 item 5, decision 0069: the theme of the site settings (SPEC §3; §9 limits and
// defaults) at /api/admin/settings/theme. Every bad shape is refused with its message at its
// field and nothing is stored; a save and a reset reach /api/front/settings and the cached
// storefront on the next request.
import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "vitest";
import { getProfile } from "../../core/profiles.ts";
import { defaultTheme, themeCss, type Theme } from "../../core/theme.ts";
import { siteSettings } from "../../db/schema/index.ts";
import { getPageShell } from "../../workers/api/front/get-page-shell.ts";
import { openDb } from "../../workers/lib/db.ts";
import { adminApi } from "../fixtures/admin-api.ts";
import { call } from "../fixtures/account-flow.ts";
import { cacheOf, cachedPage } from "../fixtures/home-cache.ts";

const db = openDb(env);
const { admin, json } = adminApi<Theme>("settings/theme");

/** A theme unlike the defaults in every part. */
const customTheme = (): Theme => ({
  light: { ...defaultTheme.light, primary: "#7c3aed", primaryForeground: "#ffffff" },
  dark: { ...defaultTheme.dark, background: "#000000" },
  site: { ...defaultTheme.site, footer: "#1e1b4b" },
  columns: { mobile: 1, tabletPortrait: 2, tabletLandscape: 3, laptop: 3, monitor: 5 },
  perPage: 24,
  admin_limit: 50,
});

const storedTheme = async () => (await db.select({ theme: siteSettings.theme }).from(siteSettings).get())?.theme;

async function frontTheme(): Promise<Theme> {
  const { data } = (await (await call("/api/front/settings")).json()) as { data: { theme: string } };
  return JSON.parse(data.theme) as Theme;
}

// Other files read the shared theme (the catalogue's page size): leave the defaults behind.
afterAll(async () => {
  await admin("", { method: "DELETE" });
});

describe("theme: read and save", () => {
  it("saves a whole theme and answers it, and /api/front/settings shows it", async () => {
    const theme = customTheme();
    const response = await admin("", { method: "PUT", body: theme });
    expect(response.status).toBe(200);
    const answer = await json(response);
    expect(answer.data).toEqual(theme);
    expect(answer.message).toBe("Theme saved; the shop shows it now");
    expect((await json(await admin(""))).data).toEqual(theme);
    expect(await frontTheme()).toEqual(theme);
  });

  it("takes 3-digit colours and upper-case hex digits", async () => {
    const theme = { ...customTheme(), light: { ...defaultTheme.light, primary: "#A0F", border: "#ccc" } };
    const response = await admin("", { method: "PUT", body: theme });
    expect(response.status).toBe(200);
    expect((await json(response)).data.light).toMatchObject({ primary: "#A0F", border: "#ccc" });
  });
});

/** The custom theme with one change made at a dotted path (`undefined` removes the key). */
function changed(path: string, value: unknown): Record<string, unknown> {
  const theme = structuredClone(customTheme()) as unknown as Record<string, unknown>;
  const keys = path.split(".");
  const last = keys.pop() as string;
  const parent = keys.reduce((node, key) => node[key] as Record<string, unknown>, theme);
  if (value === undefined) Reflect.deleteProperty(parent, last);
  else parent[last] = value;
  return theme;
}

const colour = "Enter a colour as # and 3 or 6 hex digits, like #0f766e";
const columns = "Choose 1 to 6 columns";
const pageSize = "Enter a whole number from 1 to 100";
const unknownKey = "Not a theme setting; remove it";
const required = "This field is required";

describe("theme: refused input (SPEC §3 shape, §9 limits)", () => {
  it.each([
    ["a colour name", "light.primary", "red", colour],
    ["five hex digits", "light.primary", "#12345", colour],
    ["hex with alpha", "light.background", "#ffffff80", colour],
    ["no #", "dark.foreground", "ffffff", colour],
    ["rgb()", "dark.background", "rgb(0, 0, 0)", colour],
    ["CSS that breaks out", "site.footer", "#fff;}</style><script>", colour],
    ["a number", "site.header", 123456, colour],
    ["0 columns", "columns.mobile", 0, columns],
    ["7 columns", "columns.monitor", 7, columns],
    ["half a column", "columns.laptop", 2.5, columns],
    ["columns as text", "columns.tabletPortrait", "3", columns],
    ["a page size of 0", "perPage", 0, pageSize],
    ["a page size of 101", "perPage", 101, pageSize],
    ["an admin page size of 1000", "admin_limit", 1000, pageSize],
    ["a negative admin page size", "admin_limit", -5, pageSize],
    ["an unknown key", "fonts", { heading: "Inter" }, unknownKey],
    ["an unknown colour", "light.secondary", "#ffffff", unknownKey],
    ["an unknown breakpoint", "columns.tv", 6, unknownKey],
    ["a missing colour", "dark.primary", undefined, required],
    ["a missing colour set", "light", undefined, required],
    ["a missing breakpoint", "columns.laptop", undefined, required],
    ["a missing page size", "perPage", undefined, pageSize],
  ])("refuses %s at %s with its message, storing nothing", async (_, path, value, message) => {
    const before = await storedTheme();
    const response = await admin("", { method: "PUT", body: changed(path, value) });
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(answer.error).toBe("invalid_input");
    expect(answer.errors, JSON.stringify(answer.errors)).toEqual({ [path]: message });
    expect(await storedTheme()).toEqual(before);
  });

  it("names every bad field of one request", async () => {
    const body = { ...customTheme(), perPage: 0, columns: { ...customTheme().columns, mobile: 9 } };
    const answer = await json(await admin("", { method: "PUT", body }));
    expect(answer.errors).toEqual({ perPage: pageSize, "columns.mobile": columns });
  });

  it("answers in the request's language", async () => {
    const response = await admin("", { method: "PUT", body: changed("light.primary", "red"), language: "ar" });
    expect((await json(response)).errors).toEqual({
      "light.primary": "أدخل اللون بالرمز # وثلاثة أو ستة أرقام ست عشرية، مثل ‎#0f766e",
    });
  });

  it.each([
    ["an array", [customTheme()]],
    ["a JSON string of the theme", JSON.stringify(customTheme())],
  ])("refuses %s as the body", async (_, body) => {
    const response = await admin("", { method: "PUT", body });
    expect(response.status).toBe(400);
  });
});

describe("theme: reset to the defaults", () => {
  it("forgets the stored theme and answers the defaults, which /api/front/settings shows", async () => {
    await admin("", { method: "PUT", body: customTheme() });
    const response = await admin("", { method: "DELETE" });
    expect(response.status).toBe(200);
    const answer = await json(response);
    expect(answer.data).toEqual(defaultTheme);
    expect(answer.message).toBe("Theme reset to the defaults");
    expect(await storedTheme()).toBeNull();
    expect(await frontTheme()).toEqual(defaultTheme);
    expect((await json(await admin(""))).data).toEqual(defaultTheme);
  });
});

describe("theme: the storefront follows at once (cache invalidated in the same request)", () => {
  it("serves the next storefront page with the new primary colour, and the default again after a reset", async () => {
    const profile = getProfile(env.PROFILE);
    const page = cachedPage("/en/theme-probe", async () => themeCss((await getPageShell(db, "en", profile)).theme));
    await page.get();
    expect(cacheOf(await page.get())).toBe("hit memory");

    await admin("", { method: "PUT", body: customTheme() });
    const saved = await page.get();
    expect(cacheOf(saved)).toBe("miss");
    expect(await saved.text()).toContain(":root{--primary:#7c3aed;");

    await admin("", { method: "DELETE" });
    const reset = await page.get();
    expect(cacheOf(reset)).toBe("miss");
    expect(await reset.text()).toContain(`:root{--primary:${defaultTheme.light.primary};`);
  });
});
