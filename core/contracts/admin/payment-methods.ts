// Payment methods in the back office (SPEC §3 Payment method: name, display name, note, logo,
// provider, gateway, online and instalments flags, min and max limits; kinds cash, bank transfer,
// check, online, installments; SPEC §2 settings/payment-methods and assign-zones; decision 0089):
// /api/admin/payment-methods and PUT /api/admin/payment-methods/{id}/zones.
import { type } from "arktype";
import {
  onlinePaymentKinds,
  paymentGateways,
  paymentKinds,
  type PaymentGateway,
  type PaymentKind,
} from "../../checkout/payment-methods.ts";
import type { ValidationMessage } from "../../validation/messages.ts";
import { nullableId, optionalMoney, optionalText, position, requiredText } from "../../validation/rules.ts";
import { adminListQuery, type AdminImage } from "../admin-resources.ts";

/** What buyers read of a method, in one language: its name at checkout and a note under it. */
const MethodTexts = type({
  displayName: requiredText({ max: 100 }),
  "note?": optionalText({ max: 500 }),
}).onUndeclaredKey("delete");

/** An adapter's name (decision 0049), or null; blank is null. */
const gateway = type("string | null")
  .pipe((value) => value?.trim() || null)
  .narrow(
    (value, ctx) =>
      value === null ||
      (paymentGateways as readonly string[]).includes(value) ||
      ctx.reject({ message: "validation.choice" }),
  )
  .configure({ message: "validation.choice" }) as unknown as ReturnType<typeof type<PaymentGateway | null>>;

const paymentMethodFields = type({
  // The internal key (unique); buyers see the display names
  name: requiredText({ max: 60 }),
  kind: type.enumerated(...paymentKinds).configure({ message: "validation.choice" }),
  "provider?": optionalText({ max: 60 }),
  "gateway?": gateway,
  "logoImageId?": nullableId("validation.image.required"),
  "minLimit?": optionalMoney(),
  "maxLimit?": optionalMoney(),
  "active?": "boolean",
  "position?": position(),
  // Both languages: checkout shows the method in the buyer's (issue #21 item 2)
  translations: type({ en: MethodTexts, ar: MethodTexts }).onUndeclaredKey("delete"),
}).onUndeclaredKey("delete");

/** The values the rules between fields read, as they will be stored (a PATCH merged with the row). */
export interface PaymentMethodRuleValues {
  kind: PaymentKind;
  provider?: string | null | undefined;
  gateway?: string | null | undefined;
  minLimit?: number | null | undefined;
  maxLimit?: number | null | undefined;
}

/** Whether a kind is paid on a provider's hosted page (online, installments): it needs a provider and a gateway. */
export const isOnlineKind = (kind: PaymentKind) => onlinePaymentKinds.includes(kind);

/**
 * The rules between fields, as field → message: an online kind names its provider and gateway,
 * an offline one neither; the max limit is not below the min. The contract applies them to a whole
 * method; the API applies them again to a PATCH merged with the stored row.
 */
export function paymentMethodRuleProblems(values: PaymentMethodRuleValues): Partial<Record<string, ValidationMessage>> {
  const problems: Partial<Record<string, ValidationMessage>> = {};
  const isOnline = isOnlineKind(values.kind);
  for (const field of ["provider", "gateway"] as const) {
    const given = values[field] != null;
    if (isOnline && !given) problems[field] = "validation.required";
    if (!isOnline && given) problems[field] = "admin.paymentMethods.offlineGateway";
  }
  const { minLimit, maxLimit } = values;
  if (minLimit != null && maxLimit != null && maxLimit < minLimit)
    problems.maxLimit = "admin.paymentMethods.maxBelowMin";
  return problems;
}

/** A whole method (POST, PUT): its fields and the rules between them. */
export const PaymentMethodInput = paymentMethodFields.narrow((method, ctx) => {
  const problems = Object.entries(paymentMethodRuleProblems(method));
  for (const [field, message] of problems) if (message) ctx.reject({ message, path: [field] });
  return problems.length === 0;
});
export type PaymentMethodInput = typeof PaymentMethodInput.infer;

/** PATCH: any of the fields (`{ "active": false }`); the API checks the rules on the merged method. */
export const PaymentMethodPatch = paymentMethodFields.partial();
export type PaymentMethodPatch = typeof PaymentMethodPatch.infer;

/** PUT {id}/zones: the delivery zones a method is offered in, replacing the ones before. */
export const PaymentMethodZonesInput = type({
  zoneIds: type("number.integer > 0")
    .array()
    .atMostLength(1000)
    .configure({ message: "errors.invalidInput" })
    .pipe((ids) => [...new Set(ids)]),
}).onUndeclaredKey("delete");
export type PaymentMethodZonesInput = typeof PaymentMethodZonesInput.infer;

export const paymentMethodSorts = ["position", "name", "kind", "createdAt"] as const;
export const PaymentMethodListQuery = adminListQuery(paymentMethodSorts);

/** A row of the list, named in the request's language. */
export interface PaymentMethodRow {
  id: number;
  name: string;
  displayName: string;
  kind: PaymentKind;
  provider: string | null;
  gateway: string | null;
  logo: AdminImage | null;
  /** Derived from the kind (decision 0089): paid on the provider's page; paid in instalments. */
  isOnline: boolean;
  hasInstallments: boolean;
  minLimit: number | null;
  maxLimit: number | null;
  active: boolean;
  position: number;
  /** How many delivery zones offer it (none: checkout never offers it). */
  zoneCount: number;
  /** How many orders were placed with it (such a method is switched off, not deleted). */
  orderCount: number;
}

/** One method, as the edit screen reads it and writes it back. */
export interface PaymentMethodDetail extends Omit<PaymentMethodRow, "displayName"> {
  logoImageId: number | null;
  translations: Record<"en" | "ar", { displayName: string; note: string | null }>;
}

/** A gateway of this deployment: whether online and instalment methods through it may be switched on. */
export interface PaymentGatewayState {
  gateway: PaymentGateway;
  takesOnline: boolean;
  takesInstallments: boolean;
}

/** A delivery zone on the assign-zones screen: whether the method is offered there. */
export interface PaymentMethodZone {
  id: number;
  name: string;
  isAssigned: boolean;
}
