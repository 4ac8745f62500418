import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { carts } from "../../db/schema/index.ts";

/** How long an active cart stays untouched before it counts as left (SPEC §4 "one week passed"). */
export const cartLeftAfterMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Scheduled (issue #10 item 11): carts with at least one item that their customer has not
 * changed for a week become "left" (SPEC §4 cart-left), for the admin's abandoned-cart view. The
 * next change the browser mirrors makes the cart active again (workers/api/account/save-cart.ts).
 */
export async function markLeftCarts(db: Db, now = Date.now()) {
  const result = await db
    .update(carts)
    // The time of the last change stays (the column would take the time of this update): the admin sees since when the cart was left.
    .set({ state: "left", updatedAt: sql`${carts.updatedAt}` })
    .where(and(eq(carts.state, "active"), lt(carts.updatedAt, now - cartLeftAfterMs)));
  return { left: result.rowsAffected };
}
