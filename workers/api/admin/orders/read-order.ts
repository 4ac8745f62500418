import { asc, eq } from "drizzle-orm";
import type { OrderActor, OrderDetail } from "../../../../core/contracts/admin/orders.ts";
import { nextStatuses } from "../../../../core/orders/order-status.ts";
import { paymentState } from "../../../../core/orders/payment-state.ts";
import type { Db } from "../../../../db/client.ts";
import {
  customers,
  orderLines,
  orderNotes,
  orderPayments,
  orderStatusHistory,
  orders,
  paymentEvents,
  paymentMethods,
  refunds,
  shipments,
  shippingZones,
} from "../../../../db/schema/index.ts";
import { paidAmount, refundedAmount } from "../../orders/payment-amounts.ts";
import { shipmentJson } from "../shipments/read-shipment.ts";

/** An ISO date from the midnight UTC a day is stored as. */
const isoDate = (midnightUtc: number) => new Date(midnightUtc).toISOString().slice(0, 10);

/**
 * One order as the order desk shows it (issue #20 item 1, decision 0080), or null: every snapshot
 * it was placed with, its customer, payments recorded and provider events, status history with
 * the admins' names, internal notes and returns, its shipment, and the statuses it may move to. One
 * round trip.
 */
export async function readOrder(db: Db, id: number): Promise<OrderDetail | null> {
  const [[order], lines, history, notes, payments, events, returns, [shipment]] = await db.batch([
    db
      .select({
        order: orders,
        paidAmount,
        refundedAmount,
        customer: {
          firstName: customers.firstName,
          lastName: customers.lastName,
          companyName: customers.companyName,
          email: customers.email,
          phone: customers.phone,
        },
        paymentKind: paymentMethods.kind,
        zoneName: shippingZones.name,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
      .leftJoin(shippingZones, eq(shippingZones.id, orders.shippingZoneId))
      .where(eq(orders.id, id)),
    db
      .select({
        id: orderLines.id,
        productId: orderLines.productId,
        variantId: orderLines.variantId,
        title: orderLines.title,
        sku: orderLines.sku,
        variantValues: orderLines.variantValues,
        selections: orderLines.selections,
        unitPrice: orderLines.unitPrice,
        quantity: orderLines.quantity,
        vatRateBasisPoints: orderLines.vatRateBasisPoints,
        vatAmount: orderLines.vatAmount,
        lineTotal: orderLines.lineTotal,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, id))
      .orderBy(asc(orderLines.id)),
    db
      .select({
        id: orderStatusHistory.id,
        status: orderStatusHistory.status,
        actor: orderStatusHistory.actor,
        adminName: orderStatusHistory.adminName,
        note: orderStatusHistory.note,
        createdAt: orderStatusHistory.createdAt,
      })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db
      .select({
        id: orderNotes.id,
        text: orderNotes.text,
        authorId: orderNotes.authorAdminId,
        authorName: orderNotes.authorName,
        createdAt: orderNotes.createdAt,
      })
      .from(orderNotes)
      .where(eq(orderNotes.orderId, id))
      .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id)),
    db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, id))
      .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id)),
    db
      .select({
        provider: paymentEvents.provider,
        eventId: paymentEvents.eventId,
        type: paymentEvents.type,
        receivedAt: paymentEvents.receivedAt,
      })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, id))
      .orderBy(asc(paymentEvents.receivedAt)),
    db
      .select({ id: refunds.id, status: refunds.status, total: refunds.referenceTotal, createdAt: refunds.createdAt })
      .from(refunds)
      .where(eq(refunds.orderId, id))
      .orderBy(asc(refunds.createdAt), asc(refunds.id)),
    db.select().from(shipments).where(eq(shipments.orderId, id)),
  ]);
  if (!order) return null;
  const { order: row, customer } = order;
  const { location = null, ...address } = row.address;
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    nextStatuses: nextStatuses(row.status),
    locale: row.locale,
    placedAt: row.placedAt,
    updatedAt: row.updatedAt,
    currency: row.currency,
    customer: { id: row.customerId, name: row.customerName, ...customer },
    salesperson: row.salespersonName === null ? null : { id: row.salespersonId, name: row.salespersonName },
    companyPerson: row.placedByName === null ? null : { placedBy: row.placedByName, approvedBy: row.approvedByName },
    address: { ...address, location },
    delivery: {
      method: row.deliveryMethod,
      shippingZone:
        row.shippingZoneId === null || order.zoneName === null
          ? null
          : { id: row.shippingZoneId, name: order.zoneName },
      minDays: row.minDeliveryDays,
      maxDays: row.maxDeliveryDays,
    },
    paymentMethod: { id: row.paymentMethodId, name: row.paymentMethodName, kind: order.paymentKind },
    // Checkout gives exactly the orders paid online a payment token (their provider's pages)
    takesOfflinePayments: row.paymentToken === null,
    paymentState: paymentState({ grandTotal: row.grandTotal, ...order }),
    paidAmount: order.paidAmount,
    refundedAmount: order.refundedAmount,
    paidAt: row.paidAt,
    paymentReference: row.paymentReference,
    payments: payments.map((payment) => ({
      id: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      method: payment.method,
      reference: payment.reference,
      receivedOn: isoDate(payment.receivedOn),
      recordedBy: { id: payment.recordedByAdminId, name: payment.recordedByName },
      createdAt: payment.createdAt,
    })),
    paymentEvents: events,
    purchaseOrderReference: row.purchaseOrderReference,
    dueOn: row.dueOn === null ? null : isoDate(row.dueOn),
    note: row.note,
    couponCode: row.couponCode,
    shipping: {
      shipmentName: row.shipmentName,
      shipmentUrl: row.shipmentUrl,
      shippingCompany: row.shippingCompany,
    },
    shipment: shipment ? shipmentJson(shipment) : null,
    lines,
    totals: {
      uniqueItemsCount: row.uniqueItemsCount,
      totalItemsCount: row.totalItemsCount,
      subTotal: row.subTotal,
      selectionsTotal: row.selectionsTotal,
      discountTotal: row.discountTotal,
      vatTotal: row.vatTotal,
      shippingCost: row.shippingCost,
      grandTotal: row.grandTotal,
    },
    history: history.map((entry) => ({ ...entry, actor: entry.actor as OrderActor })),
    notes: notes.map(({ authorId, authorName, ...note }) => ({ ...note, author: { id: authorId, name: authorName } })),
    returns,
  };
}
