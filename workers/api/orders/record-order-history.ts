import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orderStatusHistory, orders } from "../../../db/schema/index.ts";
import type { OrderStatus } from "../../../core/orders/order-status.ts";
import type { OrderActor } from "./change-order-status.ts";

export interface OrderHistoryEntry {
  /** The status the row records; by default the order's status as the statement finds it. */
  status?: OrderStatus;
  actor: OrderActor;
  admin?: { id: number; name: string } | null;
  note?: string | null;
}

/**
 * The one statement that writes a history row, inside a batch: `insert … select` from the order
 * so the row is written only when `condition` (the batch's compare-and-set) still holds. Every
 * writer goes through here because each column must be named in the select; a writer that once
 * missed the new admin columns answered 500.
 */
export function recordOrderHistory(db: Db, orderId: number, entry: OrderHistoryEntry, condition: SQL | undefined) {
  return db.insert(orderStatusHistory).select(
    db
      .select({
        id: sql<number>`null`.as("id"),
        orderId: orders.id,
        status: (entry.status === undefined
          ? sql<OrderStatus>`${orders.status}`
          : sql<OrderStatus>`${entry.status}`
        ).as("status"),
        actor: sql<string>`${entry.actor}`.as("actor"),
        adminId: sql<number | null>`${entry.admin?.id ?? null}`.as("admin_id"),
        adminName: sql<string | null>`${entry.admin?.name ?? null}`.as("admin_name"),
        note: sql<string | null>`${entry.note ?? null}`.as("note"),
        createdAt: sql<number>`${Date.now()}`.as("created_at"),
      })
      .from(orders)
      .where(and(eq(orders.id, orderId), condition)),
  );
}
