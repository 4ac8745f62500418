import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { companyProfile, companyProfileTranslations, type BankDetails } from "../../../db/schema/index.ts";
import type { Locale } from "../../../core/profiles.ts";
import { AppError } from "../../lib/errors.ts";
import { translated } from "../../lib/translated.ts";

/**
 * SPEC §7 GET /api/front/site-profile: the company profile under the field names of SPEC §3, its
 * texts in `locale` (English where the profile has none in it, SPEC §9).
 */
export async function getSiteProfile(db: Db, locale: Locale) {
  const row = await db
    .select({ profile: companyProfile, text: companyProfileTranslations })
    .from(companyProfile)
    .leftJoin(
      companyProfileTranslations,
      translated(companyProfileTranslations, "companyProfileId", companyProfile.id, locale),
    )
    .where(eq(companyProfile.id, 1))
    .get();
  if (!row) throw new AppError("not_found");
  const { profile, text } = row;
  return {
    name: text?.name ?? null,
    mobile: profile.mobile,
    phone: profile.phone,
    post_code: profile.postCode,
    currency: profile.currency,
    address: text?.address ?? null,
    email: profile.email,
    vatNumber: profile.vatNumber,
    bankName: text?.bankName ?? null,
    bankNumber: profile.bankNumber,
    bankSortCode: profile.bankSortCode,
    IBAN: profile.iban,
    commercial_record_number: profile.commercialRecordNumber,
    bank_account_name: text?.bankAccountName ?? null,
    projectName: text?.projectName ?? null,
  };
}

/**
 * The company's bank account from its profile, or null when it has none to show: what the checkout,
 * the thank-you page, the order's print view and an invoice tell a buyer who pays by transfer.
 */
export function bankDetails(company: Awaited<ReturnType<typeof getSiteProfile>>): BankDetails | null {
  const bank = {
    bankName: company.bankName,
    accountName: company.bank_account_name,
    bankNumber: company.bankNumber,
    sortCode: company.bankSortCode,
    iban: company.IBAN,
  };
  return Object.values(bank).some(Boolean) ? bank : null;
}
