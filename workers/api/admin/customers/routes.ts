import { Hono } from "hono";
import { ApprovalDecision, CustomerFlags, CustomerListQuery } from "../../../../core/contracts/admin.ts";
import { useTranslations } from "../../../../i18n/index.ts";
import { getDb } from "../../../lib/db.ts";
import { AppError } from "../../../lib/errors.ts";
import { appUrl } from "../../../lib/http/app-url.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { getApprovalForm } from "../../account/get-approval-form.ts";
import { access } from "../../auth/access.ts";
import type { ApiEnv } from "../../env.ts";
import { customerJson } from "./customer-json.ts";
import { decideApproval } from "./decide-approval.ts";
import { getCustomer } from "./get-customer.ts";
import { listCustomers } from "./list-customers.ts";
import { updateCustomerFlags } from "./update-customer-flags.ts";

/**
 * /api/admin/customers (issue #4 item 4; the admin screens come later): customers by approval
 * state, one customer, their approval form, the approval decision and the can-see-prices and
 * restricted flags.
 */
export const customers = new Hono<ApiEnv>()
  .get("/", access("admin"), validate(CustomerListQuery, { target: "query" }), async (c) =>
    ok(c, await listCustomers(getDb(c.env), c.req.valid("query").status)),
  )
  .get("/:id", access("admin"), async (c) => {
    const customer = await getCustomer(getDb(c.env), pathId(c));
    if (!customer) throw new AppError("not_found");
    return ok(c, customerJson(customer));
  })
  .get("/:id/approval-form", access("admin"), async (c) => getApprovalForm(getDb(c.env), c.env.BUCKET, pathId(c)))
  .post("/:id/approval", access("admin"), validate(ApprovalDecision), async (c) => {
    const db = getDb(c.env);
    const id = pathId(c);
    const locale = requestLocale(c.req.raw, c.env);
    const t = useTranslations(locale);
    const outcome = await decideApproval(db, id, c.req.valid("json"), {
      fallbackLocale: locale,
      link: (path, emailLocale) => appUrl(c, path, emailLocale),
    });
    if (outcome === "no_form") throw new AppError("invalid_input", { decision: t("approval.noForm") });
    const customer = await getCustomer(db, id);
    return ok(c, customer && customerJson(customer), { message: t("errors.okay") });
  })
  .patch("/:id", access("admin"), validate(CustomerFlags), async (c) =>
    ok(c, customerJson(await updateCustomerFlags(getDb(c.env), pathId(c), c.req.valid("json")))),
  );
