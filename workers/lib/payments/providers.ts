// Which payment provider takes an order's payment (decision 0049): the payment method's
// `gateway` names the adapter, the Worker's secrets configure it.
import { onlinePaymentKinds } from "../../../core/checkout/payment-methods.ts";
import type { Profile } from "../../../core/profiles.ts";
import type { PaymentKind } from "../../../db/schema/index.ts";
import { moyasarProvider } from "./moyasar.ts";
import { paymentGateways, type PaymentGateway, type PaymentProvider } from "./provider.ts";
import { stripeProvider } from "./stripe.ts";

type PaymentEnv = Pick<
  Env,
  | "STRIPE_SECRET_KEY"
  | "STRIPE_WEBHOOK_SECRET"
  | "STRIPE_API_URL"
  | "MOYASAR_SECRET_KEY"
  | "MOYASAR_WEBHOOK_SECRET"
  | "MOYASAR_API_URL"
>;

/** Whether a gateway name (from a payment method or a webhook path) has an adapter. */
export function isPaymentGateway(gateway: string | null | undefined): gateway is PaymentGateway {
  return (paymentGateways as readonly (string | null | undefined)[]).includes(gateway);
}

/**
 * The configured adapter for a gateway, or null when it has none or its secrets are missing.
 * @example paymentProvider("stripe", env)?.createSession(request)
 */
export function paymentProvider(gateway: string | null | undefined, env: PaymentEnv): PaymentProvider | null {
  if (!isPaymentGateway(gateway)) return null;
  switch (gateway) {
    case "stripe":
      return env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? stripeProvider({
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL || "https://api.stripe.com",
          })
        : null;
    case "moyasar":
      return env.MOYASAR_SECRET_KEY && env.MOYASAR_WEBHOOK_SECRET
        ? moyasarProvider({
            secretKey: env.MOYASAR_SECRET_KEY,
            webhookSecret: env.MOYASAR_WEBHOOK_SECRET,
            apiUrl: env.MOYASAR_API_URL || "https://api.moyasar.com",
          })
        : null;
  }
}

/**
 * Whether checkout may offer a payment method (SPEC §1, issue #10 item 8): offline kinds always;
 * online kinds only on a profile that takes cards, through a configured adapter, and instalments
 * only where that adapter takes them (Klarna through Stripe; Tabby has no adapter). The quote's
 * list of methods and place-order both ask this, so the page says only what is configured.
 */
export function canTakePayment(
  method: { kind: PaymentKind; gateway: string | null },
  profile: Pick<Profile, "usesCardPayments">,
  env: PaymentEnv,
): boolean {
  if (!onlinePaymentKinds.includes(method.kind)) return true;
  const provider = profile.usesCardPayments ? paymentProvider(method.gateway, env) : null;
  return provider !== null && (method.kind !== "installments" || provider.canTakeInstallments);
}

/** A new order's unguessable token for /success/{token} and /failure/{token} (256 random bits). */
export function newPaymentToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}
