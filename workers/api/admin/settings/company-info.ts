import { eq } from "drizzle-orm";
import type { CompanyInfo, CompanyInfoInput } from "../../../../core/contracts/admin/settings.ts";
import type { Db } from "../../../../db/client.ts";
import { companyProfile, companyProfileTranslations } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { byLocale, translationWrites, withDefaults } from "../resource-kit.ts";

/** The company profile (SPEC §3) with its texts in every language, or 404 before it is seeded. */
export async function getCompanyInfo(db: Db): Promise<CompanyInfo> {
  const [[row], texts] = await db.batch([
    db.select().from(companyProfile).where(eq(companyProfile.id, 1)),
    db.select().from(companyProfileTranslations).where(eq(companyProfileTranslations.companyProfileId, 1)),
  ]);
  if (!row) throw new AppError("not_found");
  return {
    mobile: row.mobile,
    phone: row.phone,
    email: row.email,
    postCode: row.postCode,
    currency: row.currency,
    vatNumber: row.vatNumber,
    commercialRecordNumber: row.commercialRecordNumber,
    bankNumber: row.bankNumber,
    bankSortCode: row.bankSortCode,
    iban: row.iban,
    translations: byLocale(texts, ({ name, projectName, address, bankName, bankAccountName }) => ({
      name,
      projectName,
      address,
      bankName,
      bankAccountName,
    })),
  };
}

/**
 * Replaces the company profile (PUT, decision 0054): its numbers and codes, and its texts per
 * language (a language left out is removed; its pages show English), in one batch. The currency
 * is the deployment's (`currency`), written only when the row is first made.
 */
export async function putCompanyInfo(db: Db, input: CompanyInfoInput, currency: string) {
  const { translations, ...numbers } = input;
  const blank = { projectName: null, address: null, bankName: null, bankAccountName: null };
  const values = {
    mobile: numbers.mobile ?? null,
    phone: numbers.phone ?? null,
    email: numbers.email ?? null,
    postCode: numbers.postCode ?? null,
    vatNumber: numbers.vatNumber ?? null,
    commercialRecordNumber: numbers.commercialRecordNumber ?? null,
    bankNumber: numbers.bankNumber ?? null,
    bankSortCode: numbers.bankSortCode ?? null,
    iban: numbers.iban ?? null,
    updatedAt: Date.now(),
  };
  await db.batch([
    db
      .insert(companyProfile)
      .values({ id: 1, currency, ...values })
      .onConflictDoUpdate({ target: companyProfile.id, set: values }),
    ...translationWrites(
      db,
      companyProfileTranslations,
      companyProfileTranslations.companyProfileId,
      1,
      withDefaults(translations, blank),
    ),
  ]);
}
