import { eq, sql } from "drizzle-orm";
import {
  isOnlineKind,
  paymentMethodRuleProblems,
  type PaymentGatewayState,
  type PaymentMethodInput,
  type PaymentMethodPatch,
} from "../../../../core/contracts/admin/payment-methods.ts";
import { paymentGateways } from "../../../../core/checkout/payment-methods.ts";
import { getProfile } from "../../../../core/profiles.ts";
import type { Db } from "../../../../db/client.ts";
import {
  galleryImages,
  orders,
  paymentMethods,
  paymentMethodTranslations,
  paymentMethodZones,
  shippingZones,
  type PaymentKind,
} from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { canTakePayment } from "../../../lib/payments/providers.ts";
import type { ResourceRequest } from "../resource-routes.ts";
import {
  deleteUnlessUsed,
  insertedId,
  missingIds,
  refusingTaken,
  refusingUnknown,
  translationWrites,
  withDefaults,
  type Translate,
} from "../resource-kit.ts";

/** Whether this deployment can take a method's payments: offline kinds always, online ones with their gateway's keys. */
const isTakeable = (method: { kind: PaymentKind; gateway: string | null }, env: Env) =>
  canTakePayment(method, getProfile(env.PROFILE), env);

/** Which gateways this deployment has keys for: the form switches online methods on only through them. */
export function gatewayStates(env: Env): PaymentGatewayState[] {
  return paymentGateways.map((gateway) => ({
    gateway,
    takesOnline: isTakeable({ kind: "online", gateway }, env),
    takesInstallments: isTakeable({ kind: "installments", gateway }, env),
  }));
}

/** The stored columns a write sets; the kind sets the online and instalments flags (decision 0089). */
function columnsOf(input: PaymentMethodPatch) {
  const given = <K extends keyof PaymentMethodPatch>(key: K) =>
    input[key] === undefined ? {} : ({ [key]: input[key] } as Pick<PaymentMethodPatch, K>);
  return {
    ...given("name"),
    ...given("provider"),
    ...given("gateway"),
    ...given("logoImageId"),
    ...given("minLimit"),
    ...given("maxLimit"),
    ...given("active"),
    ...given("position"),
    ...(input.kind === undefined
      ? {}
      : { kind: input.kind, isOnline: isOnlineKind(input.kind), hasInstallments: input.kind === "installments" }),
  };
}

/**
 * The refusals of a method as it would be stored: the rules between its fields at their fields,
 * and switching on an online method this deployment has no keys for (SPEC §1; decision 0089).
 */
function refuseInvalid(
  method: {
    kind: PaymentKind;
    provider: string | null;
    gateway: string | null;
    minLimit: number | null;
    maxLimit: number | null;
    active: boolean;
  },
  { env, t }: ResourceRequest,
) {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(paymentMethodRuleProblems(method)))
    if (message) errors[field] = t(message);
  if (method.active && !isTakeable(method, env)) errors.active = t("admin.paymentMethods.noKeys");
  if (Object.keys(errors).length > 0) throw new AppError("invalid_input", errors);
}

/** Runs a write: a name another method has and a logo that is not in the gallery are refused at their fields. */
function refusing<T>(db: Db, write: () => Promise<T>, input: PaymentMethodPatch, t: Translate) {
  return refusingTaken(
    () =>
      refusingUnknown(
        db,
        write,
        { logoImageId: { table: galleryImages, id: input.logoImageId, message: "validation.image.required" } },
        t,
      ),
    { "payment_methods.name": "name" },
    t,
  );
}

/** The texts per language; a note left out is cleared. */
const textsOf = (input: PaymentMethodPatch) =>
  input.translations ? withDefaults(input.translations, { note: null }) : {};

/** Creates a method (switched on unless told otherwise) and its texts in one batch; answers its id. */
export async function createPaymentMethod(request: ResourceRequest, input: PaymentMethodInput) {
  const { db, t } = request;
  const values = { active: true, ...columnsOf(input), name: input.name, kind: input.kind };
  refuseInvalid({ provider: null, gateway: null, minLimit: null, maxLimit: null, ...values }, request);
  const [[created]] = await refusing(
    db,
    () =>
      db.batch([
        db.insert(paymentMethods).values(values).returning({ id: paymentMethods.id }),
        ...translationWrites(
          db,
          paymentMethodTranslations,
          paymentMethodTranslations.paymentMethodId,
          insertedId(paymentMethods),
          textsOf(input),
        ),
      ]),
    input,
    t,
  );
  if (!created) throw new Error("The payment method insert returned no row");
  return created.id;
}

/**
 * Replaces (PUT) or changes (PATCH) a method: the fields given, checked with the stored ones (an
 * online kind needs its provider and gateway, an active online method its gateway's keys).
 */
export async function updatePaymentMethod(request: ResourceRequest, id: number, input: PaymentMethodPatch) {
  const { db, t } = request;
  const [stored] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  if (!stored) throw new AppError("not_found");
  const change = columnsOf(input);
  refuseInvalid({ ...stored, ...change }, request);
  await refusing(
    db,
    () =>
      db.batch([
        db
          .update(paymentMethods)
          .set({ ...change, updatedAt: Date.now() })
          .where(eq(paymentMethods.id, id)),
        ...translationWrites(
          db,
          paymentMethodTranslations,
          paymentMethodTranslations.paymentMethodId,
          id,
          textsOf(input),
        ),
      ]),
    input,
    t,
  );
}

/** Deletes a method no order was placed with; one that was is switched off instead (409 says so). */
export function deletePaymentMethod(db: Db, id: number, t: Translate) {
  return deleteUnlessUsed(
    db,
    paymentMethods,
    id,
    [sql`select 1 from ${orders} where ${orders.paymentMethodId} = ${id}`],
    t("admin.nouns.paymentMethod"),
    "payment_method_in_orders",
  );
}

/** Replaces the zones a method is offered in, in one batch (SPEC §2 assign-zones); unknown zones are refused. */
export async function replaceMethodZones(db: Db, id: number, zoneIds: readonly number[], t: Translate) {
  if (!(await db.$count(paymentMethods, eq(paymentMethods.id, id)))) throw new AppError("not_found");
  if ((await missingIds(db, shippingZones, zoneIds)).size > 0) {
    throw new AppError("invalid_input", { zoneIds: t("validation.choice") });
  }
  await db.batch([
    db.delete(paymentMethodZones).where(eq(paymentMethodZones.paymentMethodId, id)),
    ...(zoneIds.length > 0
      ? [db.insert(paymentMethodZones).values(zoneIds.map((zoneId) => ({ paymentMethodId: id, zoneId })))]
      : []),
  ]);
}
