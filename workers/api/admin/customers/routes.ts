import { Hono } from "hono";
import { ApprovalDecision } from "../../../../core/contracts/admin.ts";
import {
  CompanyTermsInput,
  CustomerInput,
  CustomerListQuery,
  CustomerPatch,
} from "../../../../core/contracts/admin/customers.ts";
import { StatementQuery } from "../../../../core/contracts/sales.ts";
import { workerPasswordHasher } from "../../../../core/password-workerd.ts";
import { useTranslations } from "../../../../i18n/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { appUrl } from "../../../lib/http/app-url.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { getApprovalForm } from "../../account/get-approval-form.ts";
import { access } from "../../auth/access.ts";
import { sendPasswordReset } from "../../auth/request-password-reset.ts";
import type { ApiEnv } from "../../env.ts";
import type { Db } from "../../../../db/client.ts";
import { decideApproval } from "./decide-approval.ts";
import { getCustomer } from "./get-customer.ts";
import { listCustomers, readCustomer } from "./list-customers.ts";
import { customerStatement } from "./statement.ts";
import { createCustomer, updateCustomer, writeTerms } from "./write-customer.ts";

/** The customer's detail, or 404. */
async function detail(db: Db, id: number) {
  const found = await readCustomer(db, id);
  if (!found) throw new AppError("not_found");
  return found;
}

/**
 * /api/admin/customers (issue #4 item 4, issue #12 item 1, decisions 0054 and 0067): the list
 * with its filters, a customer an admin creates, one customer's detail, their approval form, the
 * approval decision (emailed), the flags and salesperson, and a password reset emailed to them.
 * Customers are not catalogue data: writes here leave the page cache alone (decision 0025).
 */
export const customers = new Hono<ApiEnv>()
  .get("/", access("admin"), validate(CustomerListQuery, { target: "query" }), async (c) =>
    ok(c, await listCustomers(c.var.db, c.req.valid("query"))),
  )
  .post("/", access("admin"), validate(CustomerInput), async (c) => {
    const db = c.var.db;
    const t = useTranslations(requestLocale(c.req.raw, c.env));
    const id = await createCustomer(db, await workerPasswordHasher(), c.req.valid("json"), t);
    return ok(c, await detail(db, id), { status: 201 });
  })
  .get("/:id", access("admin"), async (c) => ok(c, await detail(c.var.db, pathId(c))))
  .get("/:id/statement", access("admin"), validate(StatementQuery, { target: "query" }), async (c) =>
    ok(
      c,
      await customerStatement(c.var.db, pathId(c), c.req.valid("query"), {
        profile: c.env.PROFILE,
        locale: requestLocale(c.req.raw, c.env),
      }),
    ),
  )
  .get("/:id/approval-form", access("admin"), async (c) => getApprovalForm(c.var.db, c.env.BUCKET, pathId(c)))
  .post("/:id/approval", access("admin"), validate(ApprovalDecision), async (c) => {
    const db = c.var.db;
    const id = pathId(c);
    const locale = requestLocale(c.req.raw, c.env);
    const t = useTranslations(locale);
    const outcome = await decideApproval(db, id, c.req.valid("json"), {
      fallbackLocale: locale,
      link: (path, emailLocale) => appUrl(c, path, emailLocale),
    });
    if (outcome === "no_form") throw new AppError("invalid_input", { decision: t("approval.noForm") });
    return ok(c, await detail(db, id), { message: t("errors.okay") });
  })
  .patch("/:id", access("admin"), validate(CustomerPatch), async (c) => {
    const db = c.var.db;
    const id = pathId(c);
    await updateCustomer(db, id, c.req.valid("json"), useTranslations(requestLocale(c.req.raw, c.env)));
    return ok(c, await detail(db, id));
  })
  .post("/:id/password-reset", access("admin"), async (c) => {
    const db = c.var.db;
    const locale = requestLocale(c.req.raw, c.env);
    const customer = await getCustomer(db, pathId(c));
    if (!customer) throw new AppError("not_found");
    // The /reset flow's link and email, sent to the customer's own address (decision 0067).
    await sendPasswordReset(
      db,
      { kind: "customer", id: customer.id, firstName: customer.firstName, locale: customer.locale },
      customer.email,
      {
        fallbackLocale: locale,
        resetUrl: (token, address, emailLocale) =>
          appUrl(c, `/password/reset/${token}/${encodeURIComponent(address)}`, emailLocale),
      },
    );
    return ok(c, null, { message: useTranslations(locale)("admin.customers.resetSent") });
  });

/**
 * /api/admin/companies (issue #23 item 7; a company is a customer row, decision 0100): PUT
 * /{id}/terms sets its net days and credit limit, or clears both (decision 0102). Answers the
 * customer's detail, as the customer's other writes.
 */
export const companies = new Hono<ApiEnv>().put(
  "/:id/terms",
  access("admin"),
  validate(CompanyTermsInput),
  async (c) => {
    const db = c.var.db;
    const id = pathId(c);
    await writeTerms(db, id, c.req.valid("json"));
    return ok(c, await detail(db, id));
  },
);
