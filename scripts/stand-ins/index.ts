import { randomBytes } from "node:crypto";
import { startMoyasarStandIn } from "./moyasar.ts";
import { startStripeStandIn } from "./stripe.ts";

/**
 * Both payment stand-ins for a local Worker at `workerOrigin` (decision 0049), with fresh test
 * keys and webhook secrets, and the Worker variables that point its adapters at them (written to
 * .dev.vars by `npm start`, passed as --var by the e2e server).
 */
export async function startPaymentStandIns(workerOrigin: string) {
  const secret = (prefix: string) => `${prefix}${randomBytes(24).toString("hex")}`;
  const vars = {
    STRIPE_SECRET_KEY: secret("sk_test_"),
    STRIPE_WEBHOOK_SECRET: secret("whsec_"),
    MOYASAR_SECRET_KEY: secret("sk_test_"),
    MOYASAR_WEBHOOK_SECRET: secret(""),
  };
  const stripe = await startStripeStandIn({
    secretKey: vars.STRIPE_SECRET_KEY,
    webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
    webhookUrl: `${workerOrigin}/api/payments/stripe/webhook`,
  });
  const moyasar = await startMoyasarStandIn({
    secretKey: vars.MOYASAR_SECRET_KEY,
    webhookSecret: vars.MOYASAR_WEBHOOK_SECRET,
    webhookUrl: `${workerOrigin}/api/payments/moyasar/webhook`,
  });
  return {
    vars: { ...vars, STRIPE_API_URL: stripe.url, MOYASAR_API_URL: moyasar.url } as Record<string, string>,
    close: () => Promise.all([stripe.close(), moyasar.close()]).then(() => undefined),
  };
}
