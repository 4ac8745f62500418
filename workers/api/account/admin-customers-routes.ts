import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { ApiEnv } from "../app.ts";
import { customers } from "../../../db/schema/people.ts";
import { useTranslations } from "../../../i18n/index.ts";
import { localizePath } from "../../../i18n/routing.ts";
import { getDb } from "../../lib/db.ts";
import { AppError } from "../../lib/errors.ts";
import { getProfile } from "../../../core/profiles.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { validate } from "../../lib/validation.ts";
import { requireAdmin } from "../auth/guards.ts";
import { decideApproval } from "./decide-approval.ts";
import { customerJson, getCustomer, isApprovalStatus, listCustomers } from "./list-customers.ts";
import { ApprovalDecision, CustomerFlags } from "./schemas.ts";
import { approvalFormDownload } from "./submit-approval-form.ts";

/** A customer id from the path; anything but a positive integer is simply not found. */
function customerId(value: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError("not_found");
  return id;
}

/**
 * The admin's customer calls (issue #4 item 4; the admin screens come later): pending customers,
 * one customer, their approval form, the approval decision and the can-see-prices and restricted
 * flags. Every route needs an admin session.
 */
export const adminCustomers = new Hono<ApiEnv>()
  .use(requireAdmin("admin"))
  .use(async (c, next) => {
    await next();
    c.header("cache-control", "private, no-store");
  })
  .get("/", async (c) => {
    const status = c.req.query("status");
    if (status !== undefined && !isApprovalStatus(status)) throw new AppError("invalid_input", { status: "pending" });
    return c.json({ data: await listCustomers(getDb(c.env), status) });
  })
  .get("/:id", async (c) => {
    const customer = await getCustomer(getDb(c.env), customerId(c.req.param("id")));
    if (!customer) throw new AppError("not_found");
    return c.json({ data: customerJson(customer) });
  })
  .get("/:id/approval-form", async (c) => {
    const id = customerId(c.req.param("id"));
    const customer = await getCustomer(getDb(c.env), id);
    return approvalFormDownload(c.env.BUCKET, customer?.approvalFormKey ?? null, id);
  })
  .post("/:id/approval", validate("json", ApprovalDecision), async (c) => {
    const db = getDb(c.env);
    const id = customerId(c.req.param("id"));
    const locale = requestLocale(c.req.raw, c.env);
    const t = useTranslations(locale);
    const outcome = await decideApproval(db, id, c.req.valid("json"), {
      fallbackLocale: locale,
      link: (path, emailLocale) => new URL(localizePath(path, emailLocale, getProfile(c.env.PROFILE)), c.req.url).href,
    });
    if (outcome === "no_form") throw new AppError("invalid_input", { decision: t("approval.noForm") });
    const customer = await getCustomer(db, id);
    return c.json({ message: t("errors.okay"), data: customer && customerJson(customer) });
  })
  .patch("/:id", validate("json", CustomerFlags), async (c) => {
    const db = getDb(c.env);
    const id = customerId(c.req.param("id"));
    const input = c.req.valid("json");
    const flags = {
      ...(input.can_see_prices === undefined ? {} : { canSeePrices: input.can_see_prices }),
      ...(input.restricted === undefined ? {} : { restricted: input.restricted }),
    };
    const updated =
      Object.keys(flags).length > 0
        ? await db.update(customers).set(flags).where(eq(customers.id, id)).returning()
        : await db.select().from(customers).where(eq(customers.id, id));
    const customer = updated[0];
    if (!customer) throw new AppError("not_found");
    return c.json({ data: customerJson(customer) });
  });
