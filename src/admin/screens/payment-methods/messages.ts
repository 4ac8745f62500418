import type { PaymentKind } from "../../../../core/checkout/payment-methods.ts";
import type { MessageKey } from "../../../../i18n/index.ts";
import { offlineMethodLabels } from "../orders/messages.ts";

/** A payment method's kind, as the order screens name it (SPEC §9 payment methods). */
export const paymentKindLabels = {
  ...offlineMethodLabels,
  online: "admin.orders.kind.online",
  installments: "admin.orders.kind.installments",
  on_account: "admin.orders.kind.on_account",
} as const satisfies Record<PaymentKind, MessageKey>;

/** What the payment-method screens say, beyond the kit's texts (decision 0089). */
export const paymentMethodMessages = [
  ...Object.values(paymentKindLabels),
  "admin.paymentMethods.add",
  "admin.paymentMethods.edit",
  "admin.paymentMethods.name",
  "admin.paymentMethods.nameHint",
  "admin.paymentMethods.displayName",
  "admin.paymentMethods.note",
  "admin.paymentMethods.textsHint",
  "admin.paymentMethods.logo",
  "admin.paymentMethods.payment",
  "admin.paymentMethods.kind",
  "admin.paymentMethods.kind.choose",
  "admin.paymentMethods.provider",
  "admin.paymentMethods.providerHint",
  "admin.paymentMethods.gateway",
  "admin.paymentMethods.gateway.none",
  "admin.paymentMethods.gateway.stripe",
  "admin.paymentMethods.gateway.moyasar",
  "admin.paymentMethods.limits",
  "admin.paymentMethods.limitsHint",
  "admin.paymentMethods.minLimit",
  "admin.paymentMethods.maxLimit",
  "admin.paymentMethods.position",
  "admin.paymentMethods.positionHint",
  "admin.paymentMethods.active",
  "admin.paymentMethods.activeHint",
  "admin.paymentMethods.noKeys",
  "admin.paymentMethods.inactive",
  "admin.paymentMethods.online",
  "admin.paymentMethods.installments",
  "admin.paymentMethods.zones",
  "admin.paymentMethods.orders",
  "admin.paymentMethods.assignZones",
  "admin.paymentMethods.assignZonesTitle",
  "admin.paymentMethods.zonesHint",
  "admin.paymentMethods.noZones",
  "admin.paymentMethods.zonesSaved",
] as const satisfies readonly MessageKey[];
