// /order-summary (SPEC §2, §9 isOrderSummaryEnabled; decision 0052): where the profile has the
// step, /checkout hands its choices over (this tab's draft) and the order is reviewed here, priced
// again by the server with every choice, then placed.
import { useEffect, useMemo, useState } from "react";
import type { Locale } from "../../../core/profiles.ts";
import type { FormatProfile } from "./parts.tsx";
import type { MessageKey } from "../../../i18n/index.ts";
import { translator, type Messages } from "../../../i18n/messages.ts";
import { buttonVariants } from "../../components/ui/button-variants.ts";
import { showCurrencyTextWithoutFont } from "../../scripts/currency-font.ts";
import type { AddressBook } from "./Checkout.tsx";
import { CheckoutBlocked } from "./CheckoutBlocked.tsx";
import { checkoutRequest, readDraft, type CheckoutDraft } from "./checkout-draft.ts";
import {
  BankDetailsList,
  checkoutPartsMessages,
  DeliveryDetails,
  FieldError,
  LineList,
  PaymentMethodText,
  Section,
  Totals,
  type BankDetails,
  type PartsContext,
} from "./parts.tsx";
import { OfflinePricing, offlineKeptMessages, SalespersonQueue } from "./OfflineOrderQueue.tsx";
import { ApprovalNote, approvalNoteMessages } from "./ApprovalNote.tsx";
import {
  checkoutFailureMessages,
  useCartRequestParts,
  usePlaceOrder,
  useQuote,
  type OfflineOrdering,
} from "./use-checkout.ts";

export const orderSummaryMessages = [
  ...checkoutPartsMessages,
  ...checkoutFailureMessages,
  ...offlineKeptMessages,
  ...approvalNoteMessages,
  "cart.empty",
  "checkout.browse",
  "checkout.address.title",
  "checkout.payment.title",
  "checkout.details.title",
  "checkout.poReference.label",
  "checkout.summary.note",
  "checkout.summary.edit",
  "checkout.summary.none",
  "checkout.place",
  "checkout.placing",
  "checkout.coupon.active",
] as const satisfies readonly MessageKey[];
export type OrderSummaryMessage = (typeof orderSummaryMessages)[number];

interface OrderSummaryProps {
  locale: Locale;
  format: FormatProfile;
  messages: Messages<OrderSummaryMessage>;
  addressBook: AddressBook;
  selfId: number | null;
  /** The signed-in salesperson's, whose orders that find no connection are kept on the phone (decision 0097). */
  offline: OfflineOrdering | null;
  bank: BankDetails | null;
  paths: { checkout: string; products: string; thankYou: string; approvals: string };
}

export function OrderSummary({
  locale,
  format,
  messages,
  addressBook,
  selfId,
  offline,
  bank,
  paths,
}: OrderSummaryProps) {
  const t = translator(messages);
  const context: PartsContext = { locale, format, messages };
  const { lines, customerId } = useCartRequestParts();
  const [draft] = useState<CheckoutDraft>(() => readDraft(sessionStorage));
  const owner = selfId ?? customerId;
  const address = (owner === null ? [] : (addressBook[owner] ?? [])).find(
    (candidate) => candidate.id === draft.addressId,
  );
  const isReady = lines.length > 0 && address !== undefined && draft.paymentMethodId !== null;
  // Everything is quoted here, the method included: the server checks it as it will when placing.
  const request = useMemo(
    () => (isReady ? checkoutRequest(lines, draft, customerId) : null),
    [isReady, lines, draft, customerId],
  );
  const {
    quote,
    refusal: quoteRefusal,
    isQuoting,
    isOffline,
    isKeptQuote,
  } = useQuote(request, messages, { keepLast: offline !== null });
  const {
    placeOrder,
    sendForApproval,
    isPlacing,
    kept,
    refusal: placeRefusal,
  } = usePlaceOrder(messages, paths.thankYou, offline);
  useEffect(() => {
    if (quote) void showCurrencyTextWithoutFont(document);
  }, [quote]);

  const queue = offline && (
    <SalespersonQueue kept={kept} locale={locale} format={format} messages={messages} userId={offline.userId} />
  );
  if (kept) return queue;
  if (lines.length === 0)
    return (
      <div className="grid gap-6">
        {queue}
        <CheckoutBlocked message={t("cart.empty")} action={{ href: paths.products, label: t("checkout.browse") }} />
      </div>
    );
  if (!request)
    return (
      <CheckoutBlocked
        message={t("checkout.summary.none")}
        action={{ href: paths.checkout, label: t("checkout.summary.edit") }}
      />
    );

  const refusal = placeRefusal ?? quoteRefusal;
  // No quote at all and no connection (decision 0097): a salesperson keeps the order "to be priced"
  const canKeepUnpriced = offline !== null && !quote && isOffline;
  const errors = refusal?.fields ?? {};
  const method = quote?.paymentMethods.find((candidate) => candidate.id === draft.paymentMethodId);
  const problems = Object.entries(errors).filter(([field]) => !field.startsWith("lines."));
  const edit = (
    <a href={paths.checkout} className="text-sm font-medium text-primary hover:underline">
      {t("checkout.summary.edit")}
    </a>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start" data-testid="order-summary">
      <div className="grid gap-6">
        {queue}
        <Section id="summary-lines-title" title={t("checkout.lines.title")}>
          {quote ? <LineList context={context} lines={quote.lines} errors={errors} /> : null}
        </Section>
        <div className="grid gap-6 sm:grid-cols-2">
          <Section id="summary-address-title" title={t("checkout.address.title")}>
            <address className="text-sm not-italic" data-testid="summary-address">
              {address?.lines.map((line, index) => (
                <span key={index} className="block">
                  <bdi>{line}</bdi>
                </span>
              ))}
            </address>
            <div className="mt-3">{edit}</div>
          </Section>
          <Section id="summary-delivery-title" title={t("checkout.delivery.title")}>
            {quote?.deliveryOptions[0] && <DeliveryDetails option={quote.deliveryOptions[0]} context={context} />}
          </Section>
        </div>
        <Section id="summary-payment-title" title={t("checkout.payment.title")}>
          {method && (
            <div data-testid="summary-payment">
              <p className="text-sm font-medium">
                <bdi>{method.name}</bdi>
              </p>
              <PaymentMethodText method={method} context={context} />
              {method.kind === "bank_transfer" && bank && (
                <div className="mt-3">
                  <BankDetailsList bank={bank} context={context} />
                </div>
              )}
            </div>
          )}
          <div className="mt-3">{edit}</div>
        </Section>
        {(draft.note.trim() || draft.purchaseOrderReference.trim()) && (
          <Section id="summary-details-title" title={t("checkout.details.title")}>
            <dl className="grid gap-2 text-sm">
              {draft.purchaseOrderReference.trim() && (
                <div>
                  <dt className="text-muted-foreground">{t("checkout.poReference.label")}</dt>
                  <dd>
                    <bdi>{draft.purchaseOrderReference}</bdi>
                  </dd>
                </div>
              )}
              {draft.note.trim() && (
                <div>
                  <dt className="text-muted-foreground">{t("checkout.summary.note")}</dt>
                  <dd className="whitespace-pre-line">
                    <bdi>{draft.note}</bdi>
                  </dd>
                </div>
              )}
            </dl>
          </Section>
        )}
      </div>
      <aside className="grid gap-4 lg:sticky lg:top-4" aria-labelledby="summary-totals-title">
        <Section id="summary-totals-title" title={t("checkout.totals.title")}>
          {quote?.couponCode && (
            <p className="mb-2 text-sm" data-testid="coupon-applied">
              {t("checkout.coupon.active", { code: `\u2066${quote.couponCode}\u2069` })}
            </p>
          )}
          {quote && <Totals quote={quote} context={context} isUpdating={isQuoting} />}
          {problems.map(([field, message]) => (
            <FieldError key={field} id={`summary-${field}-error`} message={message} />
          ))}
          <OfflinePricing isKeptQuote={isKeptQuote} canKeepUnpriced={canKeepUnpriced} messages={messages} />
          <ApprovalNote approval={quote?.approval} messages={messages} />
          {quoteRefusal?.message && !canKeepUnpriced && (
            <p
              role="alert"
              className="mb-2 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {quoteRefusal.message}
            </p>
          )}
          <button
            type="button"
            className={buttonVariants({ size: "lg", className: "mt-2 w-full" })}
            disabled={isPlacing || (!quote && !canKeepUnpriced) || isQuoting}
            aria-busy={isPlacing}
            onClick={() =>
              void (quote?.approval
                ? sendForApproval(request, paths.approvals)
                : placeOrder(request, quote?.grandTotal ?? null))
            }
            data-testid="place-order"
          >
            {isPlacing
              ? t("checkout.placing")
              : canKeepUnpriced
                ? t("offline.keepUnpriced")
                : quote?.approval
                  ? t("checkout.approval.send")
                  : t("checkout.place")}
          </button>
          <div className="mt-3 text-center">{edit}</div>
        </Section>
      </aside>
    </div>
  );
}
