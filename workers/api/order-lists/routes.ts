import { Hono, type Context } from "hono";
import {
  OrderListInput,
  OrderListLineAdd,
  OrderListLineQuantity,
  OrderListRename,
} from "../../../core/contracts/order-lists.ts";
import { useTranslations } from "../../../i18n/index.ts";
import { pathId } from "../../lib/http/path-id.ts";
import { ok } from "../../lib/http/respond.ts";
import { validate } from "../../lib/http/validate.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { access } from "../auth/access.ts";
import type { ApiEnv, ShopperEnv } from "../env.ts";
import { salesCustomerOwner, type OrderListOwner } from "./order-list-owner.ts";
import { listOrderLists, readOrderList } from "./read-order-lists.ts";
import { addOrderListLine, removeOrderListLine, setOrderListLineQuantity } from "./write-order-list-line.ts";
import { createOrderList, deleteOrderList, renameOrderList } from "./write-order-list.ts";

/** Who may reach a set of lists, and whose lists they are for the request. */
interface ListAccess {
  level: "approvedCustomer" | "salesperson";
  owner: (c: Context<ShopperEnv>) => Promise<OrderListOwner>;
}

/**
 * Saved order lists (issue #23 item 6, decision 0099), one set of routes for both doors: the
 * customer's own lists (`/api/account/lists`) and the lists a salesperson keeps for one of their
 * customers (`/api/sales/customers/{customerId}/lists`). Sending a list to the cart happens in the
 * browser, as reorder does (the cart lives there, SPEC §3): these routes keep the lists.
 */
function orderListRoutes({ level, owner }: ListAccess) {
  const context = (c: Context<ShopperEnv>) => {
    const locale = requestLocale(c.req.raw, c.env);
    return { locale, t: useTranslations(locale) };
  };
  const read = async (c: Context<ShopperEnv>, listId: number) =>
    readOrderList(c.var.db, await owner(c), listId, requestLocale(c.req.raw, c.env));
  return new Hono<ApiEnv>()
    .get("/", access(level), async (c) => ok(c, await listOrderLists(c.var.db, await owner(c))))
    .post("/", access(level), validate(OrderListInput), async (c) => {
      const { t } = context(c);
      const id = await createOrderList(c.var.db, await owner(c), c.req.valid("json"), t);
      return ok(c, await read(c, id), { message: t("orderLists.created"), status: 201 });
    })
    .get("/:id", access(level), async (c) => ok(c, await read(c, pathId(c))))
    .put("/:id", access(level), validate(OrderListRename), async (c) => {
      const { t } = context(c);
      await renameOrderList(c.var.db, await owner(c), pathId(c), c.req.valid("json").name);
      return ok(c, await read(c, pathId(c)), { message: t("orderLists.saved") });
    })
    .delete("/:id", access(level), async (c) => {
      await deleteOrderList(c.var.db, await owner(c), pathId(c));
      return ok(c, null, { message: context(c).t("orderLists.deleted") });
    })
    .post("/:id/lines", access(level), validate(OrderListLineAdd), async (c) => {
      const lineId = await addOrderListLine(c.var.db, await owner(c), pathId(c), c.req.valid("json"), context(c));
      const detail = await read(c, pathId(c));
      return ok(c, { lineId, ...detail }, { message: context(c).t("orderLists.line.added"), status: 201 });
    })
    .put("/:id/lines/:lineId", access(level), validate(OrderListLineQuantity), async (c) => {
      const { quantity } = c.req.valid("json");
      await setOrderListLineQuantity(c.var.db, await owner(c), pathId(c), pathId(c, "lineId"), quantity);
      return ok(c, await read(c, pathId(c)), { message: context(c).t("orderLists.saved") });
    })
    .delete("/:id/lines/:lineId", access(level), async (c) => {
      await removeOrderListLine(c.var.db, await owner(c), pathId(c), pathId(c, "lineId"));
      return ok(c, await read(c, pathId(c)), { message: context(c).t("orderLists.line.removed") });
    });
}

/** /api/account/lists: the signed-in customer's lists (their account is their company, decision 0099). */
export const customerOrderLists = orderListRoutes({
  level: "approvedCustomer",
  owner: async (c) => ({ customerId: c.var.shopper.id, author: "customer" }),
});

/** /api/sales/customers/{customerId}/lists: a customer of the signed-in salesperson's; another's: 404. */
export const salesOrderLists = orderListRoutes({
  level: "salesperson",
  owner: (c) => salesCustomerOwner(c.var.db, c.var.shopper.id, pathId(c, "customerId")),
});
