// A company's people (issue #23 item 1, decision 0103): the owner's colleagues, invited by email
// with a set-password link, their roles and limits changed, deactivated. The company owner manages
// them in the customer area, the office from the customer's page; both name the company, and a
// person of another company is not found (IDOR).
import { and, asc, desc, eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { CompanyInvite, CompanyPersonChange, CompanyPersonView } from "../../../core/contracts/company.ts";
import type { CompanyRole } from "../../../core/company/roles.ts";
import type { PasswordHasher } from "../../../core/password.ts";
import type { Locale } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { companyPeople, customers, type CompanyPerson } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { generateLinkToken } from "../../lib/one-time-token.ts";
import { invalidateUserSessions } from "../../lib/session.ts";
import { refusingTaken, type Translate } from "../admin/resource-kit.ts";
import { sendPasswordReset } from "../auth/request-password-reset.ts";
import { companyMemberOf, type Shopper } from "../auth/shopper.ts";
import type { ShopperEnv } from "../env.ts";

/** Throws unless the shopper is their company's owner: its own account, or a colleague made owner. */
export function assertCompanyOwner(shopper: Shopper): void {
  if (companyMemberOf(shopper).role !== "owner") throw new AppError("company_owner_only");
}

/**
 * Refuses (403) anyone but the company's own account, before the body is read: its profile (the company's details) and
 * that account's password are not a colleague's to change; a colleague sets their own password
 * with the emailed link (/reset).
 */
export const companyAccountOnly: MiddlewareHandler<ShopperEnv> = async (c, next) => {
  if (c.var.shopper.kind === "customer" && c.var.shopper.colleague) throw new AppError("company_owner_only");
  await next();
};

/** Limits belong to buyers only: an owner has none and a requester never places an order. */
function limitsOf(input: { role: CompanyRole; perOrderLimit?: number | null; perMonthLimit?: number | null }) {
  return input.role === "buyer"
    ? { perOrderLimit: input.perOrderLimit ?? null, perMonthLimit: input.perMonthLimit ?? null }
    : { perOrderLimit: null, perMonthLimit: null };
}

const iso = (epochMs: number) => new Date(epochMs).toISOString();

function personView(row: CompanyPerson): CompanyPersonView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    perOrderLimit: row.perOrderLimit,
    perMonthLimit: row.perMonthLimit,
    active: row.active,
    invitedAt: iso(row.createdAt),
    acceptedAt: row.acceptedAt === null ? null : iso(row.acceptedAt),
  };
}

/** The company's people, active first, then by name. */
export async function listCompanyPeople(db: Db, customerId: number): Promise<CompanyPersonView[]> {
  const rows = await db
    .select()
    .from(companyPeople)
    .where(eq(companyPeople.customerId, customerId))
    .orderBy(desc(companyPeople.active), asc(companyPeople.name), asc(companyPeople.id));
  return rows.map(personView);
}

/** One of the company's people, or 404 (another company's person is not found). */
async function findPerson(db: Db, customerId: number, personId: number): Promise<CompanyPerson> {
  const [row] = await db
    .select()
    .from(companyPeople)
    .where(and(eq(companyPeople.id, personId), eq(companyPeople.customerId, customerId)));
  if (!row) throw new AppError("not_found");
  return row;
}

export interface InviteContext {
  t: Translate;
  /** The company's language for the email, else this (the profile's). */
  fallbackLocale: Locale;
  resetUrl: (token: string, email: string, locale: Locale) => string;
}

/**
 * Invites a colleague to the company: their row with no usable password, and the set-password link
 * emailed through the outbox (the reset link of decision 0094's registration on behalf; using it
 * accepts the invitation). An email signs in one person: one any customer or colleague holds is
 * refused at its field. No second approval: the company is approved.
 */
export async function inviteCompanyPerson(
  db: Db,
  hasher: PasswordHasher,
  customerId: number,
  input: CompanyInvite,
  context: InviteContext,
): Promise<CompanyPersonView> {
  const [holders, [company]] = await db.batch([
    db.select({ id: customers.id }).from(customers).where(eq(customers.email, input.email)),
    db.select({ locale: customers.locale }).from(customers).where(eq(customers.id, customerId)),
  ]);
  if (holders.length > 0) throw new AppError("invalid_input", { email: context.t("validation.taken") });
  if (!company) throw new AppError("not_found");
  const [created] = await refusingTaken(
    () =>
      db
        .insert(companyPeople)
        .values({
          customerId,
          name: input.name,
          email: input.email,
          passwordHash: hasher.hash(generateLinkToken()),
          role: input.role,
          ...limitsOf(input),
        })
        .returning(),
    { "company_people.email": "email" },
    context.t,
  );
  if (!created) throw new Error("The colleague insert returned no row");
  await sendPasswordReset(
    db,
    { kind: "colleague", id: created.id, firstName: created.name, locale: company.locale },
    created.email,
    {
      fallbackLocale: context.fallbackLocale,
      resetUrl: context.resetUrl,
    },
  );
  return personView(created);
}

/** A colleague's new role and limits; 404 for another company's. */
export async function changeCompanyPerson(
  db: Db,
  customerId: number,
  personId: number,
  input: CompanyPersonChange,
): Promise<CompanyPersonView> {
  await findPerson(db, customerId, personId);
  const [row] = await db
    .update(companyPeople)
    .set({ role: input.role, ...limitsOf(input) })
    .where(and(eq(companyPeople.id, personId), eq(companyPeople.customerId, customerId)))
    .returning();
  if (!row) throw new AppError("not_found");
  return personView(row);
}

/**
 * Deactivates a colleague: they cannot sign in, and their sessions end now (their session names
 * nobody once inactive, so an open one is worth nothing either). Their orders and requests keep
 * their name. `self`: the colleague doing it, who cannot deactivate themselves.
 */
export async function deactivateCompanyPerson(
  db: Db,
  customerId: number,
  personId: number,
  self?: number,
): Promise<CompanyPersonView> {
  if (personId === self) throw new AppError("forbidden");
  await findPerson(db, customerId, personId);
  const [row] = await db
    .update(companyPeople)
    .set({ active: false })
    .where(and(eq(companyPeople.id, personId), eq(companyPeople.customerId, customerId)))
    .returning();
  if (!row) throw new AppError("not_found");
  await invalidateUserSessions(db, { kind: "colleague", id: personId });
  return personView(row);
}
