import { eq, sql } from "drizzle-orm";
import type { OrderNoteInput } from "../../../../core/contracts/admin/orders.ts";
import type { Db } from "../../../../db/client.ts";
import { orderNotes, orders } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import type { OrderDeskAdmin } from "./update-order-status.ts";

/**
 * An internal note on an order (issue #20 item 1): the admins' own record, with its author's name
 * as it is now; the buyer's pages and emails never read this table. Written only for an order that
 * exists, in the same statement that checks it.
 */
export async function addOrderNote(db: Db, orderId: number, input: OrderNoteInput, admin: OrderDeskAdmin) {
  const inserted = await db
    .insert(orderNotes)
    .select(
      db
        .select({
          id: sql<number>`null`.as("id"),
          orderId: orders.id,
          text: sql<string>`${input.text}`.as("text"),
          authorAdminId: sql<number>`${admin.id}`.as("author_admin_id"),
          authorName: sql<string>`${admin.name}`.as("author_name"),
          createdAt: sql<number>`${Date.now()}`.as("created_at"),
        })
        .from(orders)
        .where(eq(orders.id, orderId)),
    )
    .returning({ id: orderNotes.id });
  if (inserted.length === 0) throw new AppError("not_found");
}
