// Paying on account (issue #23 item 5, decision 0102): a company with terms pays its orders a
// number of days after placing them, within a credit limit.

/** The net days a company may be given: net 7, 15, 30, 60 or 90. */
export const paymentTermsDays = [7, 15, 30, 60, 90] as const;
export type PaymentTermsDays = (typeof paymentTermsDays)[number];

/** A company's terms, or none (both null). */
export interface CompanyTerms {
  paymentTermsDays: PaymentTermsDays | null;
  /** Minor units. */
  creditLimit: number | null;
}

const dayMs = 86_400_000;

/** The ISO day an order placed on `isoDay` (the shop's day) is due on: `days` later. */
export function dueDay(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}
