import { Hono, type MiddlewareHandler } from "hono";
import {
  CreditNoteInput,
  InvoiceCreateInput,
  InvoiceListQuery,
  InvoiceUpdateInput,
  type InvoiceDetail,
} from "../../../../core/contracts/admin/invoices.ts";
import { getProfile } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import { AppError } from "../../../lib/errors.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { access } from "../../auth/access.ts";
import type { ApiEnv } from "../../env.ts";
import { translator } from "../resource-kit.ts";
import { createInvoice } from "./create-invoice.ts";
import { issueCreditNote } from "./issue-credit-note.ts";
import { listInvoices } from "./list-invoices.ts";
import { printInvoice } from "./print-invoice.ts";
import { readInvoice } from "./read-invoice.ts";
import { updateInvoice } from "./update-invoice.ts";

/** The invoice's detail, or 404. */
async function detail(db: Db, id: number, profileKey: string | undefined): Promise<InvoiceDetail> {
  const found = await readInvoice(db, id, getProfile(profileKey));
  if (!found) throw new AppError("not_found");
  return found;
}

/** SPEC §9 isInvoicesEnabled: where it is off, invoices do not exist (404), after the access check. */
const invoicesEnabled: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!getProfile(c.env.PROFILE).flags.isInvoicesEnabled) throw new AppError("not_found");
  await next();
};

/**
 * Invoices and credit notes (issue #20 items 2 and 4, decisions 0054 and 0082), mounted on
 * /api/admin/invoices: GET / (the list), POST / `{ orderId, date, note? }` (a draft of the order),
 * GET /{id} (with `qr` on SAR profiles once printed), PATCH /{id} `{ date?, note? }` (drafts only),
 * POST /{id}/print (numbers and locks it; again: unchanged) and POST /{id}/credit-note
 * `{ date, reason? }` (reverses a printed invoice). Every write answers the invoice as it is now.
 */
export const invoiceRoutes = new Hono<ApiEnv>()
  .get("/", access("admin"), invoicesEnabled, validate(InvoiceListQuery, { target: "query" }), async (c) =>
    ok(c, await listInvoices(c.var.db, c.req.valid("query"))),
  )
  .post("/", access("admin"), invoicesEnabled, validate(InvoiceCreateInput), async (c) => {
    const id = await createInvoice(c.var.db, c.req.valid("json"), translator(c));
    return ok(c, await detail(c.var.db, id, c.env.PROFILE), { status: 201 });
  })
  .get("/:id", access("admin"), invoicesEnabled, async (c) => ok(c, await detail(c.var.db, pathId(c), c.env.PROFILE)))
  .patch("/:id", access("admin"), invoicesEnabled, validate(InvoiceUpdateInput), async (c) => {
    const id = pathId(c);
    await updateInvoice(c.var.db, id, c.req.valid("json"));
    return ok(c, await detail(c.var.db, id, c.env.PROFILE));
  })
  .post("/:id/print", access("admin"), invoicesEnabled, async (c) => {
    const id = pathId(c);
    await printInvoice(c.var.db, id, getProfile(c.env.PROFILE));
    return ok(c, await detail(c.var.db, id, c.env.PROFILE));
  })
  .post("/:id/credit-note", access("admin"), invoicesEnabled, validate(CreditNoteInput), async (c) => {
    const id = pathId(c);
    await issueCreditNote(c.var.db, id, c.req.valid("json"), c.var.admin);
    return ok(c, await detail(c.var.db, id, c.env.PROFILE), { status: 201 });
  });
