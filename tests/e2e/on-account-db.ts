import { openE2eDb } from "./db.ts";

/** Gives a company payment terms (decision 0102) in the e2e database, as PUT /api/admin/companies/{id}/terms writes them. */
export async function giveTerms(
  customerId: number,
  terms: { days: number; creditLimit: number },
  profile = process.env.PROFILE ?? "testing_v1",
) {
  const client = openE2eDb(profile);
  try {
    await client.execute({
      sql: "update customers set payment_terms_days = ?, credit_limit = ? where id = ?",
      args: [terms.days, terms.creditLimit, customerId],
    });
  } finally {
    client.close();
  }
}
