// /checkout (SPEC §2; issue #10 item 5; decision 0052): the cart's lines priced by the server, the
// delivery address, the delivery the address gets, the payment methods allowed for it, a coupon,
// the order note and purchase-order reference, the server's totals, and placing the order (or, where
// the profile has the order-summary step, reviewing it first on /order-summary).
import { useEffect, useMemo, useState } from "react";
import type { CheckoutLine, CheckoutRequest } from "../../../core/contracts/checkout.ts";
import type { Locale } from "../../../core/profiles.ts";
import type { FormatProfile } from "./parts.tsx";
import type { MessageKey } from "../../../i18n/index.ts";
import { translator, type Messages } from "../../../i18n/messages.ts";
import { buttonVariants } from "../../components/ui/button-variants.ts";
import { inputClass } from "../../components/ui/input-class.ts";
import { showCurrencyTextWithoutFont } from "../../scripts/currency-font.ts";
import {
  checkoutRequest,
  emptyDraft,
  normaliseCoupon,
  readDraft,
  saveDraft,
  type CheckoutDraft,
} from "./checkout-draft.ts";
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
import {
  checkoutFailureMessages,
  useCartRequestParts,
  usePlaceOrder,
  useQuote,
  type OfflineOrdering,
  type Refusal,
} from "./use-checkout.ts";
import { CheckoutBlocked } from "./CheckoutBlocked.tsx";
import { ApprovalNote, approvalNoteMessages } from "./ApprovalNote.tsx";
import { OfflinePricing, offlineKeptMessages, SalespersonQueue } from "./OfflineOrderQueue.tsx";

export const checkoutMessages = [
  ...checkoutPartsMessages,
  ...checkoutFailureMessages,
  ...offlineKeptMessages,
  ...approvalNoteMessages,
  "cart.empty",
  "cart.customerRequired",
  "checkout.for",
  "checkout.backToCart",
  "checkout.browse",
  "checkout.address.title",
  "checkout.address.incomplete",
  "checkout.address.add",
  "checkout.addressIncomplete",
  "checkout.delivery.needsAddress",
  "checkout.payment.title",
  "checkout.payment.none",
  "checkout.payment.choose",
  "checkout.coupon.label",
  "checkout.coupon.apply",
  "checkout.coupon.remove",
  "checkout.coupon.active",
  "checkout.coupon.applied",
  "checkout.details.title",
  "checkout.note.label",
  "checkout.poReference.label",
  "checkout.poReference.hint",
  "checkout.place",
  "checkout.placing",
  "checkout.review",
  "quotes.checkout.banner",
] as const satisfies readonly MessageKey[];
export type CheckoutMessage = (typeof checkoutMessages)[number];

/** One of the customer's addresses, its lines written out by the page in its language. */
export interface CheckoutAddress {
  id: number;
  lines: string[];
  /** SPEC §5 Address: country, city and address1 present. */
  isComplete: boolean;
}

interface CheckoutProps {
  locale: Locale;
  format: FormatProfile;
  messages: Messages<CheckoutMessage>;
  /** A salesperson, or an admin taking a phone order (decision 0098): orders for the customer chosen on /cart. */
  choosesCustomer: boolean;
  /**
   * An admin's phone order: the customer whose addresses the page listed (`?customer=`); when the
   * cart names another, the page is opened again for that one.
   */
  listedCustomerId?: number | null;
  /** The signed-in salesperson's, whose orders that find no connection are kept on the phone (decision 0097). */
  offline: OfflineOrdering | null;
  /** The addresses the order may go to, by customer: a customer's own, a salesperson's customers'. */
  addressBook: AddressBook;
  /** The signed-in customer; a salesperson orders for the customer chosen on /cart. */
  selfId: number | null;
  /** The address the customer just added on this page: it is the one to use. */
  addedAddressId: number | null;
  bank: BankDetails | null;
  paths: {
    cart: string;
    products: string;
    thankYou: string;
    addAddress: string;
    summary: string | null;
    approvals: string;
  };
  /**
   * A customer's accepted quote (`?quote=`, decision 0104): its lines at its prices are what is
   * ordered, not the cart's, and the cart stays as it is.
   */
  quoteId?: number | null;
}

export type AddressBook = Readonly<Record<number, CheckoutAddress[]>>;

/** A quote's checkout sends no lines: the server charges the quote's (decision 0104). */
const noLines: CheckoutLine[] = [];

/** The request at a quote's prices, when there is one (decision 0104). */
const withQuote = (request: CheckoutRequest, quoteId: number | null): CheckoutRequest =>
  quoteId === null ? request : { ...request, quoteId };

/**
 * The draft kept in this tab, its address one of the customer's: the one just added, else the one
 * chosen before, else the default (listed first).
 */
function startingDraft(addresses: readonly CheckoutAddress[], addedAddressId: number | null): CheckoutDraft {
  const kept = readDraft(sessionStorage);
  const isKnown = (id: number | null) => addresses.some((address) => address.id === id);
  const addressId = [addedAddressId, kept.addressId].find(isKnown) ?? addresses[0]?.id ?? null;
  return { ...kept, addressId };
}

export function Checkout(props: CheckoutProps) {
  const { locale, format, messages, bank, paths } = props;
  const t = translator(messages);
  const context: PartsContext = { locale, format, messages };
  const cartParts = useCartRequestParts();
  const { state, customerId, customerName } = cartParts;
  const quoteId = props.quoteId ?? null;
  // At a quote's prices the server charges the quote's lines: none are sent
  const lines = quoteId === null ? cartParts.lines : noLines;
  const requestOf = (draft: CheckoutDraft) => withQuote(checkoutRequest(lines, draft, customerId), quoteId);
  const owner = props.choosesCustomer ? customerId : props.selfId;
  const addresses = (owner !== null && props.addressBook[owner]) || [];
  const [draft, setDraft] = useState<CheckoutDraft>(() => startingDraft(addresses, props.addedAddressId));
  const [couponInput, setCouponInput] = useState("");
  const [couponError, setCouponError] = useState<string>();
  const [checks, setChecks] = useState<Record<string, string>>({});
  const isBlocked = quoteId === null && (lines.length === 0 || (props.choosesCustomer && customerId === null));
  const listed = props.listedCustomerId;

  // An admin's phone order lists the addresses of the customer in the address: follow the cart's.
  useEffect(() => {
    if (listed === undefined || customerId === null || customerId === listed) return;
    const url = new URL(location.href);
    url.searchParams.set("customer", String(customerId));
    location.replace(url);
  }, [listed, customerId]);

  useEffect(() => saveDraft(sessionStorage, draft), [draft]);

  // The totals depend on the lines, the address and the coupon; the method, note and reference do not.
  const quoteRequest = useMemo(
    () =>
      isBlocked
        ? null
        : withQuote(
            checkoutRequest(
              lines,
              { ...emptyDraft, addressId: draft.addressId, couponCode: draft.couponCode },
              customerId,
            ),
            quoteId,
          ),
    [isBlocked, lines, draft.addressId, draft.couponCode, customerId, quoteId],
  );
  const {
    quote,
    refusal: quoteRefusal,
    isQuoting,
    isOffline,
    isKeptQuote,
    quoteNow,
  } = useQuote(quoteRequest, messages, {
    // A salesperson's checkout keeps its last quote: opened again offline, the same cart confirms at it
    keepLast: props.offline !== null,
    // The chosen method must be one the quote allows for this address and amount.
    onQuote: (answer) =>
      setDraft((current) =>
        answer.paymentMethods.some((method) => method.id === current.paymentMethodId)
          ? current
          : { ...current, paymentMethodId: answer.paymentMethods[0]?.id ?? null },
      ),
    // A coupon the new lines or address no longer allow is dropped, saying why under its field.
    onRefusal: (refused) => {
      const message = refused.fields.couponCode;
      if (!message) return;
      setCouponError(message);
      setDraft((current) => (current.couponCode ? { ...current, couponCode: null } : current));
    },
  });
  const {
    placeOrder,
    sendForApproval,
    isPlacing,
    kept,
    refusal: placeRefusal,
  } = usePlaceOrder(messages, paths.thankYou, props.offline, {
    keepsCart: quoteId !== null,
  });

  useEffect(() => {
    if (quote) void showCurrencyTextWithoutFont(document);
  }, [quote]);

  const methods = quote?.paymentMethods ?? [];

  const queue = props.offline && (
    <SalespersonQueue kept={kept} locale={locale} format={format} messages={messages} userId={props.offline.userId} />
  );
  if (kept) return queue;
  if (isBlocked)
    return (
      <div className="grid gap-6">
        {queue}
        <CheckoutBlocked
          message={lines.length === 0 ? t("cart.empty") : t("cart.customerRequired")}
          action={
            lines.length === 0
              ? { href: paths.products, label: t("checkout.browse") }
              : { href: paths.cart, label: t("checkout.backToCart") }
          }
        />
      </div>
    );

  const refusal: Refusal | null = placeRefusal ?? quoteRefusal;
  // No quote at all and no connection (decision 0097): a salesperson keeps the order "to be priced"
  const canKeepUnpriced = props.offline !== null && !quote && isOffline;
  const errors: Record<string, string> = { ...refusal?.fields, ...checks };
  const chosenAddress = addresses.find((address) => address.id === draft.addressId);
  const chosenMethod = methods.find((method) => method.id === draft.paymentMethodId);
  const update = (change: Partial<CheckoutDraft>) => {
    setChecks({});
    setDraft((current) => ({ ...current, ...change }));
  };

  const applyCoupon = async () => {
    const code = normaliseCoupon(couponInput);
    if (code === "" || !quoteRequest) return;
    // SPEC §8 "Coupon already applied": the same code again asks the server nothing.
    if (code === draft.couponCode) return setCouponError(t("checkout.coupon.applied"));
    setCouponError(undefined);
    const answer = await quoteNow({ ...quoteRequest, couponCode: code }, { isTrial: true });
    if (answer?.quote) {
      setDraft((current) => ({ ...current, couponCode: answer.quote.couponCode ?? code }));
      setCouponInput("");
    } else if (answer?.refusal) {
      setCouponError(answer.refusal.fields.couponCode ?? answer.refusal.message ?? undefined);
    }
  };

  const submit = () => {
    // SPEC §5: a customer needs a complete address; a method is chosen among those allowed.
    const found: Record<string, string> = {};
    if (!chosenAddress?.isComplete) found.addressId = t("checkout.addressIncomplete");
    if (quote && !chosenMethod) found.paymentMethodId = t("checkout.payment.choose");
    setChecks(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(found.addressId ? "checkout-address" : "checkout-payment")?.focus();
      return;
    }
    if (isQuoting) return;
    if (!quote) {
      if (canKeepUnpriced) void placeOrder(requestOf(draft), null);
      return;
    }
    // The review step reads the cart: a quote's order is placed from here
    if (paths.summary && quoteId === null) {
      saveDraft(sessionStorage, draft);
      location.assign(paths.summary);
      return;
    }
    if (quote.approval) {
      void sendForApproval(requestOf(draft), paths.approvals);
      return;
    }
    void placeOrder(requestOf(draft), quote.grandTotal);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start" data-testid="checkout">
      <div className="grid gap-6">
        {queue}
        {quoteId !== null && (
          <p className="rounded-md bg-primary/10 p-3 text-sm" data-testid="checkout-quote">
            {t("quotes.checkout.banner", { number: quoteId })}
          </p>
        )}
        {props.choosesCustomer && customerId !== null && (
          <p className="rounded-md bg-primary/10 p-3 text-sm" data-testid="ordering-for">
            {t("checkout.for", { name: customerName ?? `#${customerId}` })}
          </p>
        )}
        <Section id="checkout-lines-title" title={t("checkout.lines.title")}>
          <LineList
            context={context}
            lines={
              quote?.lines ??
              state.items.map((item) => ({
                title: String(item.title ?? item.id),
                sku: String(item.sku ?? ""),
                quantity: item.quantity,
              }))
            }
            errors={errors}
          />
        </Section>

        <Section id="checkout-address-title" title={t("checkout.address.title")}>
          <div
            id="checkout-address"
            role="radiogroup"
            tabIndex={-1}
            aria-labelledby="checkout-address-title"
            aria-describedby={errors.addressId ? "checkout-address-error" : undefined}
            className="grid gap-2 outline-none"
          >
            {addresses.map((address) => (
              <label
                key={address.id}
                className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-checked:border-primary has-checked:bg-primary/5"
                data-testid="address-choice"
              >
                <input
                  type="radio"
                  name="addressId"
                  value={address.id}
                  checked={address.id === draft.addressId}
                  onChange={() => update({ addressId: address.id })}
                  aria-invalid={errors.addressId && address.id === draft.addressId ? true : undefined}
                  className="mt-1 size-4 accent-primary"
                />
                <span className="text-sm">
                  {address.lines.map((line, index) => (
                    <span key={index} className={index === 0 ? "block font-medium" : "block"}>
                      <bdi>{line}</bdi>
                    </span>
                  ))}
                  {!address.isComplete && (
                    <span className="mt-1 inline-block rounded bg-red-50 px-2 py-0.5 text-xs text-red-800 dark:bg-red-950 dark:text-red-200">
                      {t("checkout.address.incomplete")}
                    </span>
                  )}
                </span>
              </label>
            ))}
          </div>
          <FieldError id="checkout-address-error" message={errors.addressId} />
          <a
            href={paths.addAddress}
            className="mt-3 inline-block text-sm font-medium text-primary hover:underline"
            data-testid="add-address-link"
            onClick={() => document.querySelector<HTMLDetailsElement>(paths.addAddress)?.setAttribute("open", "")}
          >
            {t("checkout.address.add")}
          </a>
        </Section>

        <Section id="checkout-delivery-title" title={t("checkout.delivery.title")}>
          {quote?.deliveryOptions[0] ? (
            <DeliveryDetails option={quote.deliveryOptions[0]} context={context} />
          ) : (
            <p className="text-sm text-muted-foreground">{t("checkout.delivery.needsAddress")}</p>
          )}
        </Section>

        <Section id="checkout-payment-title" title={t("checkout.payment.title")}>
          {quote && draft.addressId !== null && methods.length === 0 && (
            <p className="text-sm text-muted-foreground">{t("checkout.payment.none")}</p>
          )}
          {draft.addressId === null && (
            <p className="text-sm text-muted-foreground">{t("checkout.delivery.needsAddress")}</p>
          )}
          <div
            id="checkout-payment"
            role="radiogroup"
            tabIndex={-1}
            aria-labelledby="checkout-payment-title"
            aria-describedby={errors.paymentMethodId ? "checkout-payment-error" : undefined}
            className="grid gap-2 outline-none"
          >
            {methods.map((method) => (
              <label
                key={method.id}
                className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-checked:border-primary has-checked:bg-primary/5"
                data-testid="payment-choice"
                data-kind={method.kind}
              >
                <input
                  type="radio"
                  name="paymentMethodId"
                  value={method.id}
                  checked={method.id === draft.paymentMethodId}
                  onChange={() => update({ paymentMethodId: method.id })}
                  className="mt-1 size-4 accent-primary"
                />
                <span>
                  <span className="block text-sm font-medium">
                    <bdi>{method.name}</bdi>
                  </span>
                  <PaymentMethodText method={method} context={context} />
                </span>
              </label>
            ))}
          </div>
          <FieldError id="checkout-payment-error" message={errors.paymentMethodId} />
          {chosenMethod?.kind === "bank_transfer" && bank && (
            <div className="mt-3">
              <BankDetailsList bank={bank} context={context} />
            </div>
          )}
        </Section>

        <Section id="checkout-details-title" title={t("checkout.details.title")}>
          <div className="grid gap-4">
            <div className="grid gap-2">
              <label htmlFor="checkout-po" className="text-sm font-medium">
                {t("checkout.poReference.label")}
              </label>
              <input
                id="checkout-po"
                className={inputClass}
                maxLength={60}
                value={draft.purchaseOrderReference}
                onChange={(event) => update({ purchaseOrderReference: event.target.value })}
                aria-describedby={
                  errors.purchaseOrderReference ? "checkout-po-hint checkout-po-error" : "checkout-po-hint"
                }
                aria-invalid={errors.purchaseOrderReference ? true : undefined}
                dir="auto"
              />
              <p id="checkout-po-hint" className="text-xs text-muted-foreground">
                {t("checkout.poReference.hint")}
              </p>
              <FieldError id="checkout-po-error" message={errors.purchaseOrderReference} />
            </div>
            <div className="grid gap-2">
              <label htmlFor="checkout-note" className="text-sm font-medium">
                {t("checkout.note.label")}
              </label>
              <textarea
                id="checkout-note"
                className={`${inputClass} h-auto min-h-24`}
                maxLength={1000}
                value={draft.note}
                onChange={(event) => update({ note: event.target.value })}
                aria-describedby={errors.note ? "checkout-note-error" : undefined}
                aria-invalid={errors.note ? true : undefined}
                dir="auto"
              />
              <FieldError id="checkout-note-error" message={errors.note} />
            </div>
          </div>
        </Section>
      </div>

      <aside className="grid gap-4 lg:sticky lg:top-4" aria-labelledby="checkout-totals-title">
        <Section id="checkout-totals-title" title={t("checkout.totals.title")}>
          <form
            className="mb-4 grid gap-2"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void applyCoupon();
            }}
          >
            <label htmlFor="checkout-coupon" className="text-sm font-medium">
              {t("checkout.coupon.label")}
            </label>
            <div className="flex gap-2">
              <input
                id="checkout-coupon"
                className={inputClass}
                value={couponInput}
                onChange={(event) => {
                  setCouponError(undefined);
                  setCouponInput(event.target.value);
                }}
                aria-invalid={couponError || errors.couponCode ? true : undefined}
                aria-describedby={couponError || errors.couponCode ? "checkout-coupon-error" : undefined}
                autoComplete="off"
                dir="ltr"
              />
              <button type="submit" className={buttonVariants({ variant: "outline" })} disabled={isQuoting}>
                {t("checkout.coupon.apply")}
              </button>
            </div>
            <FieldError id="checkout-coupon-error" message={couponError ?? errors.couponCode} />
            {draft.couponCode && (
              <p className="flex items-center justify-between gap-2 text-sm" data-testid="coupon-applied">
                <span>{t("checkout.coupon.active", { code: `\u2066${draft.couponCode}\u2069` })}</span>
                <button
                  type="button"
                  className={buttonVariants({ variant: "link", size: "sm", className: "h-auto px-0" })}
                  onClick={() => update({ couponCode: null })}
                >
                  {t("checkout.coupon.remove")}
                </button>
              </p>
            )}
          </form>
          {quote && <Totals quote={quote} context={context} isUpdating={isQuoting} />}
          <OfflinePricing isKeptQuote={isKeptQuote} canKeepUnpriced={canKeepUnpriced} messages={messages} />
          <ApprovalNote approval={quote?.approval} messages={messages} />
          {quoteRefusal?.message && !canKeepUnpriced && (
            <div
              role="alert"
              className="mb-2 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
              data-testid="checkout-problem"
            >
              <p className="font-medium">{quoteRefusal.message}</p>
              {quoteRefusal.hint && <p className="mt-1">{quoteRefusal.hint}</p>}
            </div>
          )}
          <button
            type="button"
            className={buttonVariants({ size: "lg", className: "mt-2 w-full" })}
            disabled={isPlacing}
            aria-busy={isPlacing}
            onClick={submit}
            data-testid="place-order"
          >
            {isPlacing
              ? t("checkout.placing")
              : canKeepUnpriced
                ? t("offline.keepUnpriced")
                : paths.summary && quoteId === null
                  ? t("checkout.review")
                  : quote?.approval
                    ? t("checkout.approval.send")
                    : t("checkout.place")}
          </button>
          <a href={paths.cart} className="mt-3 block text-center text-sm text-primary hover:underline">
            {t("checkout.backToCart")}
          </a>
        </Section>
      </aside>
    </div>
  );
}
