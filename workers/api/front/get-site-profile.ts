import type { Db } from "../../../db/client.ts";
import { companyProfile } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";

/** SPEC §7 GET /api/front/site-profile: the company profile under the field names of SPEC §3. */
export async function getSiteProfile(db: Db) {
  const row = await db.select().from(companyProfile).get();
  if (!row) throw new AppError("not_found");
  return {
    name: row.name,
    mobile: row.mobile,
    phone: row.phone,
    post_code: row.postCode,
    currency: row.currency,
    address: row.address,
    email: row.email,
    vatNumber: row.vatNumber,
    bankName: row.bankName,
    bankNumber: row.bankNumber,
    bankSortCode: row.bankSortCode,
    IBAN: row.iban,
    commercial_record_number: row.commercialRecordNumber,
    bank_account_name: row.bankAccountName,
    projectName: row.projectName,
  };
}
