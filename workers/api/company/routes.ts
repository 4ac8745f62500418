import { Hono, type Context } from "hono";
import {
  ApprovalApprove,
  ApprovalReject,
  ApprovalRequest,
  CompanyInvite,
  CompanyPersonChange,
} from "../../../core/contracts/company.ts";
import { workerPasswordHasher } from "../../../core/password-workerd.ts";
import { getProfile } from "../../../core/profiles.ts";
import { useTranslations } from "../../../i18n/index.ts";
import { AppError } from "../../lib/errors.ts";
import { appUrl } from "../../lib/http/app-url.ts";
import { pathId } from "../../lib/http/path-id.ts";
import { ok } from "../../lib/http/respond.ts";
import { validate } from "../../lib/http/validate.ts";
import { brake } from "../../lib/rate-limit.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { access } from "../auth/access.ts";
import { accountLimits } from "../auth/limits.ts";
import type { Shopper } from "../auth/shopper.ts";
import { pricingContext } from "../checkout/routes.ts";
import type { AdminEnv, ApiEnv, ShopperEnv } from "../env.ts";
import {
  approveRequest,
  listApprovals,
  readApproval,
  rejectRequest,
  sendForApproval,
  withdrawRequest,
} from "./approvals.ts";
import {
  assertCompanyOwner,
  changeCompanyPerson,
  deactivateCompanyPerson,
  inviteCompanyPerson,
  listCompanyPeople,
} from "./people.ts";

/** The signed-in customer (the company, as its owner or a colleague) of a customer-area route. */
function companyShopper(c: Context<ShopperEnv>): Extract<Shopper, { kind: "customer" }> {
  const shopper = c.var.shopper;
  if (shopper.kind !== "customer") throw new AppError("forbidden");
  return shopper;
}

/** The company owner of an owner-only route. */
function owner(c: Context<ShopperEnv>) {
  const shopper = companyShopper(c);
  assertCompanyOwner(shopper);
  return shopper;
}

const translator = (c: Context<ShopperEnv> | Context<AdminEnv>) => useTranslations(requestLocale(c.req.raw, c.env));

/**
 * /api/account/company (issue #23 item 1, decision 0103): the company's people, managed by its
 * owner (list, invite by email, role and limits, deactivate), and its orders waiting for approval
 * (a colleague sends a checkout request; the owner approves it into an order or rejects it with a
 * reason; the asker may withdraw it). Every row is looked up within the signed-in company (IDOR).
 */
export const companyRoutes = new Hono<ApiEnv>()
  .get("/people", access("approvedCustomer"), async (c) => ok(c, await listCompanyPeople(c.var.db, owner(c).id)))
  .post("/people", access("approvedCustomer"), validate(CompanyInvite), async (c) => {
    const shopper = owner(c);
    await brake(c, [[accountLimits.invitePerCompany, String(shopper.id)]]);
    const t = translator(c);
    const person = await inviteCompanyPerson(c.var.db, await workerPasswordHasher(), shopper.id, c.req.valid("json"), {
      t,
      fallbackLocale: getProfile(c.env.PROFILE).language,
      resetUrl: (token, address, emailLocale) =>
        appUrl(c, `/password/reset/${token}/${encodeURIComponent(address)}`, emailLocale),
    });
    return ok(c, person, { message: t("company.people.invited"), status: 201 });
  })
  .put("/people/:id", access("approvedCustomer"), validate(CompanyPersonChange), async (c) => {
    const person = await changeCompanyPerson(c.var.db, owner(c).id, pathId(c), c.req.valid("json"));
    return ok(c, person, { message: translator(c)("company.people.saved") });
  })
  .post("/people/:id/deactivate", access("approvedCustomer"), async (c) => {
    const shopper = owner(c);
    const person = await deactivateCompanyPerson(c.var.db, shopper.id, pathId(c), shopper.colleague?.id);
    return ok(c, person, { message: translator(c)("company.people.deactivated") });
  })
  .get("/approvals", access("approvedCustomer"), async (c) => ok(c, await listApprovals(c.var.db, companyShopper(c))))
  .post("/approvals", access("orderingCustomer"), validate(ApprovalRequest), async (c) => {
    const approval = await sendForApproval(c.var.db, companyShopper(c), c.req.valid("json"), pricingContext(c), c.env);
    return ok(c, approval, { message: translator(c)("company.approvals.sent"), status: 201 });
  })
  .get("/approvals/:id", access("approvedCustomer"), async (c) =>
    ok(c, await readApproval(c.var.db, companyShopper(c), pathId(c), pricingContext(c))),
  )
  .post(
    "/approvals/:id/approve",
    access("orderingCustomer"),
    validate(ApprovalApprove, { lists: ["quantities"] }),
    async (c) => {
      const outcome = await approveRequest(
        c.var.db,
        companyShopper(c),
        pathId(c),
        c.req.valid("json"),
        pricingContext(c),
        c.env,
      );
      if (outcome.isReplay) c.header("idempotent-replayed", "true");
      return ok(
        c,
        { approval: outcome.approval, order: outcome.order },
        { message: translator(c)("company.approvals.approved") },
      );
    },
  )
  .post("/approvals/:id/reject", access("approvedCustomer"), validate(ApprovalReject), async (c) => {
    const approval = await rejectRequest(c.var.db, companyShopper(c), pathId(c), c.req.valid("json").reason, c.env);
    return ok(c, approval, { message: translator(c)("company.approvals.rejected") });
  })
  .post("/approvals/:id/withdraw", access("approvedCustomer"), async (c) => {
    const approval = await withdrawRequest(c.var.db, companyShopper(c), pathId(c));
    return ok(c, approval, { message: translator(c)("company.approvals.withdrawn") });
  });

/**
 * /api/admin/companies/{id}/people (decision 0103): the office sees a company's people, changes a
 * role or limits, and deactivates one. A person of another company is not found.
 */
export const adminCompanyPeople = new Hono<ApiEnv>()
  .get("/", access("admin"), async (c) => ok(c, await listCompanyPeople(c.var.db, pathId(c, "id"))))
  .put("/:personId", access("admin"), validate(CompanyPersonChange), async (c) => {
    const person = await changeCompanyPerson(c.var.db, pathId(c, "id"), pathId(c, "personId"), c.req.valid("json"));
    return ok(c, person, { message: translator(c)("company.people.saved") });
  })
  .post("/:personId/deactivate", access("admin"), async (c) => {
    const person = await deactivateCompanyPerson(c.var.db, pathId(c, "id"), pathId(c, "personId"));
    return ok(c, person, { message: translator(c)("company.people.deactivated") });
  });
