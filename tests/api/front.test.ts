import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { api } from "../../workers/api/app.ts";
import { getDb } from "../../workers/lib/db.ts";
import { defaultTheme } from "../../workers/lib/theme.ts";
import { putCompanyProfile, putSiteSettings } from "../fixtures/factories.ts";

const db = getDb(env);

describe("GET /api/front/settings", () => {
  beforeEach(async () => {
    await putSiteSettings(db, { theme: { ...defaultTheme, perPage: 24 }, maxQuantityPerProduct: 250 });
  });

  it("answers data.theme as a JSON string with columns, perPage and admin_limit from the database", async () => {
    const response = await api.request("/api/front/settings", {}, env);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { theme: string; max_quantity_per_product: number } };
    expect(typeof data.theme).toBe("string");
    const theme = JSON.parse(data.theme);
    expect(theme.perPage).toBe(24);
    expect(theme.admin_limit).toBe(defaultTheme.admin_limit);
    expect(theme.columns).toEqual(defaultTheme.columns);
    expect(data.max_quantity_per_product).toBe(250);
  });

  it("falls back to the default theme when the stored one is invalid", async () => {
    await putSiteSettings(db, { theme: { broken: true } as never });
    const { data } = (await (await api.request("/api/front/settings", {}, env)).json()) as { data: { theme: string } };
    expect(JSON.parse(data.theme)).toEqual(defaultTheme);
  });
});

describe("GET /api/front/site-profile", () => {
  it("answers the company profile under the SPEC §3 field names", async () => {
    const stored = await putCompanyProfile(db, { name: "Test Wholesale Ltd" });
    const response = await api.request("/api/front/site-profile", {}, env);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      name: "Test Wholesale Ltd",
      mobile: stored.mobile,
      phone: stored.phone,
      post_code: stored.postCode,
      currency: stored.currency,
      address: stored.address,
      email: stored.email,
      vatNumber: stored.vatNumber,
      bankName: stored.bankName,
      bankNumber: stored.bankNumber,
      bankSortCode: stored.bankSortCode,
      IBAN: stored.iban,
      commercial_record_number: stored.commercialRecordNumber,
      bank_account_name: stored.bankAccountName,
      projectName: stored.projectName,
    });
  });
});
