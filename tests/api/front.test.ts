import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  brands,
  brandTranslations,
  menuItems,
  menus,
  menuTranslations,
  products,
  productTranslations,
} from "../../db/schema/index.ts";
import { api } from "../../workers/api/app.ts";
import { getPageShell } from "../../workers/api/front/get-page-shell.ts";
import { openDb } from "../../workers/lib/db.ts";
import { getProfile } from "../../core/profiles.ts";
import { defaultTheme } from "../../core/theme.ts";
import { companyTexts, putCompanyProfile, putSiteSettings } from "../fixtures/factories.ts";

const db = openDb(env);

describe("GET /api/front/settings", () => {
  beforeEach(async () => {
    await putSiteSettings(db, { theme: { ...defaultTheme, perPage: 24 }, maxQuantityPerProduct: 250 });
  });

  it("answers data.theme as a JSON string with columns, perPage and admin_limit from the database", async () => {
    const response = await api.request("/api/front/settings", {}, env);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { theme: string; maxQuantityPerProduct: number } };
    expect(typeof data.theme).toBe("string");
    const theme = JSON.parse(data.theme);
    expect(theme.perPage).toBe(24);
    expect(theme.admin_limit).toBe(defaultTheme.admin_limit);
    expect(theme.columns).toEqual(defaultTheme.columns);
    expect(data.maxQuantityPerProduct).toBe(250);
  });

  it("falls back to the default theme when the stored one is invalid", async () => {
    await putSiteSettings(db, { theme: { broken: true } as never });
    const { data } = (await (await api.request("/api/front/settings", {}, env)).json()) as { data: { theme: string } };
    expect(JSON.parse(data.theme)).toEqual(defaultTheme);
  });
});

describe("GET /api/front/site-profile", () => {
  const siteProfile = async (language: "ar" | "en") => {
    const response = await api.request("/api/front/site-profile", { headers: { "accept-language": language } }, env);
    expect(response.status).toBe(200);
    expect(response.headers.get("vary")).toMatch(/accept-language/i);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };

  it("answers the company profile under the SPEC §3 field names, its texts in English for English", async () => {
    const stored = await putCompanyProfile(db);
    expect(await siteProfile("en")).toEqual({
      name: companyTexts.en.name,
      mobile: stored.mobile,
      phone: stored.phone,
      post_code: stored.postCode,
      currency: stored.currency,
      address: companyTexts.en.address,
      email: stored.email,
      vatNumber: stored.vatNumber,
      bankName: companyTexts.en.bankName,
      bankNumber: stored.bankNumber,
      bankSortCode: stored.bankSortCode,
      IBAN: stored.iban,
      commercial_record_number: stored.commercialRecordNumber,
      bank_account_name: companyTexts.en.bankAccountName,
      projectName: companyTexts.en.projectName,
    });
  });

  it("answers the texts in Arabic for Arabic", async () => {
    await putCompanyProfile(db);
    expect(await siteProfile("ar")).toMatchObject({
      name: companyTexts.ar.name,
      address: companyTexts.ar.address,
      bankName: companyTexts.ar.bankName,
      bank_account_name: companyTexts.ar.bankAccountName,
      projectName: companyTexts.ar.projectName,
    });
  });

  it("answers the English texts in Arabic when the profile has none in Arabic (SPEC §9)", async () => {
    await putCompanyProfile(db, { text: { en: companyTexts.en } });
    expect(await siteProfile("ar")).toMatchObject({ name: companyTexts.en.name, address: companyTexts.en.address });
  });

  it("never answers Arabic texts in English", async () => {
    await putCompanyProfile(db, { text: { ar: companyTexts.ar } });
    expect(await siteProfile("en")).toMatchObject({ name: null, address: null, bankName: null });
  });
});

describe("the page shell's company", () => {
  const profile = getProfile("testing_v1");

  it.each([
    ["ar", companyTexts.ar],
    ["en", companyTexts.en],
  ] as const)(
    "shows the name and address in the page's language (%s) for the footer and contact page",
    async (locale, text) => {
      const stored = await putCompanyProfile(db);
      expect((await getPageShell(db, locale, profile)).company).toEqual({
        name: text.name,
        address: text.address,
        phone: stored.phone,
        email: stored.email,
      });
    },
  );

  it("shows the English name and address on Arabic pages when the profile has no Arabic texts", async () => {
    await putCompanyProfile(db, { text: { en: companyTexts.en } });
    expect((await getPageShell(db, "ar", profile)).company).toMatchObject({
      name: companyTexts.en.name,
      address: companyTexts.en.address,
    });
  });

  it("shows the profile's name, never Arabic text, on English pages when the profile has only Arabic texts", async () => {
    const stored = await putCompanyProfile(db, { text: { ar: companyTexts.ar } });
    expect((await getPageShell(db, "en", profile)).company).toEqual({
      name: profile.name,
      address: null,
      phone: stored.phone,
      email: stored.email,
    });
  });
});

describe("the page shell's menus", () => {
  it("leave out items whose product, brand or category is hidden, and link the rest", async () => {
    const token = crypto.randomUUID().slice(0, 8);
    const product = async (status: "available" | "unavailable") => {
      const [row] = await db
        .insert(products)
        .values({ sku: `SH${token.slice(0, 6)}${status[0]}`, price: 100, quantity: 1, status })
        .returning({ id: products.id });
      const id = row?.id ?? 0;
      await db.insert(productTranslations).values([
        { productId: id, locale: "en", title: `Shell ${status} ${token}`, slug: `shell-${status}-${token}` },
        { productId: id, locale: "ar", title: `قائمة ${status} ${token}`, slug: `shell-ar-${status}-${token}` },
      ]);
      return id;
    };
    const shown = await product("available");
    const hidden = await product("unavailable");
    const [brand] = await db.insert(brands).values({ status: "unavailable" }).returning({ id: brands.id });
    await db
      .insert(brandTranslations)
      .values({ brandId: brand?.id ?? 0, locale: "en", name: `Hidden brand ${token}`, slug: `hidden-${token}` });
    const [menu] = await db
      .insert(menus)
      .values({ type: "carousel", placement: "nav", itemType: "products" })
      .returning({ id: menus.id });
    const menuId = menu?.id ?? 0;
    await db.insert(menuTranslations).values({ menuId, locale: "en", title: `Shell ${token}`, slug: `shell-${token}` });
    await db.insert(menuItems).values([
      { menuId, itemKind: "products", productId: hidden, position: 0 },
      { menuId, itemKind: "products", productId: shown, position: 1 },
      { menuId, itemKind: "brands", brandId: brand?.id ?? 0, position: 2 },
    ]);
    try {
      const shell = await getPageShell(db, "en", getProfile("testing_v1"));
      expect(shell.navMenus.find((candidate) => candidate.id === menuId)?.items).toEqual([
        { label: `Shell available ${token}`, href: `/en/productDetails/shell-available-${token}` },
      ]);
    } finally {
      await db.delete(menus).where(eq(menus.id, menuId));
      await db.delete(products).where(inArray(products.id, [shown, hidden]));
      await db.delete(brands).where(eq(brands.id, brand?.id ?? 0));
    }
  });
});
