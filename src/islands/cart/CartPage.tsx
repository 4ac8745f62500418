import { useStore } from "@nanostores/react";
import { useId, useMemo, useState } from "react";
import { checkQuantity } from "../../../core/checkout/purchase-rules.ts";
import { lineDetails } from "../../../core/orders/line-details.ts";
import type { PricedLine, Quote } from "../../../core/contracts/checkout.ts";
import type { Locale } from "../../../core/profiles.ts";
import { translator, type Messages, type SubsetTranslate } from "../../../i18n/messages.ts";
import type { MoneyProfile } from "../../../i18n/money.ts";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { cart } from "../../stores/cart.ts";
import { cn } from "../../lib/utils.ts";
import {
  checkoutLine,
  itemSteps,
  lineMessages,
  quoteKey,
  quotedLines,
  quotedUnitPrice,
  type ShopCartItem,
} from "../../stores/cart-lines.ts";
import { useQuote } from "../checkout/use-checkout.ts";
import type { cartPageMessages } from "./cart-page-messages.ts";
import { CustomerPicker, type ChosenCustomer } from "./CustomerPicker.tsx";
import { Money } from "./Money.tsx";

type Translate = SubsetTranslate<(typeof cartPageMessages)[number]>;

/** Who looks at the cart (SPEC §4 account states, §6 roles): what they may see and do with it. */
export type CartViewer = "guest" | "unverified" | "unapproved" | "restricted" | "customer" | "salesperson" | "admin";

interface Props {
  locale: Locale;
  messages: Messages<(typeof cartPageMessages)[number]>;
  viewer: CartViewer;
  /** SPEC §1 can-see-prices (decision 0008): without it the cart shows no amount at all. */
  canSeePrices: boolean;
  money: MoneyProfile;
  /** Localised paths: sign in (and back here), checkout, the catalogue, the pad, a product page's prefix. */
  paths: { login: string; checkout: string; products: string; quickOrder: string; product: string };
}

/** What the totals are: the server's for the cart as it is, being asked, refused, or the stored prices. */
type PricingStatus = "estimate" | "checking" | "quoted" | "refused";

/**
 * SPEC §2 /cart (issue #10 item 4): the lines of the one cart store with their quantities by case
 * from the minimum, remove and empty, and totals. The stored prices are display only: for a viewer
 * who may see prices the server prices the cart again (POST /api/checkout/quote without an address)
 * and its totals and line prices are shown, changed prices flagged and stored, refused lines marked.
 */
export function CartPage({ locale, messages, viewer, canSeePrices, money, paths }: Props) {
  const t = translator(messages);
  const state = useStore(cart.$cart);
  const items = state.items as ShopCartItem[];
  const [changed, setChanged] = useState<Map<string, number>>(new Map());
  // Once checkout was asked for, what stands in its way is said for as long as it stands (not after).
  const [hasTriedProceeding, setTriedProceeding] = useState(false);
  const [isConfirmingEmpty, setIsConfirmingEmpty] = useState(false);
  const chosen = readChosen(state.metadata);
  const summaryId = useId();

  // Only what the server prices: the lines and who for. A price stored back does not ask again.
  const sent = useMemo(
    () =>
      items.flatMap((item) => {
        const line = checkoutLine(item);
        return line ? [{ id: item.id, line }] : [];
      }),
    [items],
  );
  // A salesperson, or an admin taking a phone order (decision 0098), orders for a customer they choose.
  const choosesCustomer = viewer === "salesperson" || viewer === "admin";
  const isCustomerUnchosen = choosesCustomer && !chosen;
  const request =
    canSeePrices && sent.length > 0 && !isCustomerUnchosen
      ? { lines: sent.map(({ line }) => line), ...(chosen ? { customerId: chosen.id } : {}) }
      : null;
  // The checkout's own quote hook (issue #19 item 7), keyed by the request's text: a new object for
  // the same lines and customer asks nothing again. A short pause, so stepping a quantity asks once.
  const { quote, refusal, isCurrent } = useQuote(request, messages, {
    delay: 300,
    onQuote: (answer) => {
      const byKey = quotedLines(answer);
      const wasChanged = new Map<string, number>();
      for (const item of cart.$cart.get().items as ShopCartItem[]) {
        const key = quoteKey(item);
        const line = key ? byKey.get(key) : undefined;
        if (line && quotedUnitPrice(line) !== item.price) {
          wasChanged.set(item.id, item.price);
          cart.updateItem(item.id, { price: quotedUnitPrice(line) });
        }
      }
      if (wasChanged.size > 0) setChanged((before) => new Map([...before, ...wasChanged]));
    },
  });
  // What the server said about the cart as it is now; an answer about lines since changed is dropped.
  // No answer to be had (the connection): the stored prices stand.
  const refused = request && isCurrent && refusal?.code ? refusal : null;
  const quoted = request && isCurrent && !refusal ? quote : null;
  const status: PricingStatus = refused
    ? "refused"
    : quoted
      ? "quoted"
      : request && !isCurrent
        ? "checking"
        : "estimate";
  const byKey = useMemo(() => (quoted ? quotedLines(quoted) : null), [quoted]);
  const lineRefusals = useMemo(
    () =>
      refused
        ? lineMessages(
            refused.fields,
            sent.map(({ id }) => id),
          )
        : null,
    [refused, sent],
  );

  const lineProblem = (item: ShopCartItem): string | null => {
    if (!checkoutLine(item)) return t("cart.unavailable", { item: item.title ?? item.id });
    return lineRefusals?.get(item.id) ?? null;
  };
  const hasProblems = items.some((item) => lineProblem(item) !== null) || refused !== null;
  const isCustomerMissing = hasTriedProceeding && isCustomerUnchosen && items.length > 0;
  // SPEC §5/§8: the cart cannot be empty at checkout, and a salesperson must choose a customer first.
  const alert = !hasTriedProceeding
    ? null
    : items.length === 0
      ? t("cart.empty")
      : isCustomerUnchosen
        ? null
        : hasProblems
          ? (refused?.message ?? t("cart.fixLines"))
          : null;

  const proceed = () => {
    setTriedProceeding(true);
    const current = cart.$cart.get();
    const customer = readChosen(current.metadata);
    if (current.isEmpty || (choosesCustomer && !customer) || hasProblems) return;
    // An admin's checkout lists the addresses of the customer it is opened for (decision 0098)
    location.assign(viewer === "admin" && customer ? `${paths.checkout}?customer=${customer.id}` : paths.checkout);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start" data-testid="cart-page">
      <div className="grid gap-4">
        {choosesCustomer && (
          <CustomerPicker
            source={viewer === "admin" ? "admin" : "sales"}
            t={t}
            chosen={chosen}
            onChoose={(customer) => cart.updateCartMetadata({ customerId: customer.id, customerName: customer.name })}
            problem={isCustomerMissing ? t("cart.customerRequired") : null}
          />
        )}
        {items.length === 0 ? (
          <EmptyCart t={t} paths={paths} />
        ) : (
          <section aria-labelledby={`${summaryId}-lines`} className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={`${summaryId}-lines`} className="text-lg font-semibold">
                {t("cart.lines")}
              </h2>
              <div className="flex flex-wrap items-center gap-2">
                <a href={paths.quickOrder} className={buttonVariants({ variant: "link", size: "sm" })}>
                  {t("quickOrder.title")}
                </a>
                {isConfirmingEmpty ? (
                  <span className="flex flex-wrap items-center gap-2" role="group" aria-label={t("cart.emptyCart")}>
                    <span className="text-sm">{t("cart.emptyCart.confirm")}</span>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      className="text-red-700 dark:text-red-400"
                      onClick={() => {
                        cart.emptyCart();
                        setIsConfirmingEmpty(false);
                        setChanged(new Map());
                      }}
                    >
                      {t("cart.emptyCart.yes")}
                    </Button>
                    <Button type="button" variant="ghost" size="sm" onClick={() => setIsConfirmingEmpty(false)}>
                      {t("cart.emptyCart.no")}
                    </Button>
                  </span>
                ) : (
                  <Button type="button" variant="outline" size="sm" onClick={() => setIsConfirmingEmpty(true)}>
                    {t("cart.emptyCart")}
                  </Button>
                )}
              </div>
            </div>
            <ul className="grid gap-3" data-testid="cart-lines">
              {items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  t={t}
                  locale={locale}
                  money={money}
                  canSeePrices={canSeePrices}
                  quoted={byKey?.get(quoteKey(item) ?? "")}
                  oldPrice={changed.get(item.id)}
                  problem={lineProblem(item)}
                  productPath={item.slug ? `${paths.product}/${encodeURIComponent(item.slug)}` : null}
                />
              ))}
            </ul>
          </section>
        )}
      </div>
      <aside aria-labelledby={summaryId} className="grid gap-3 rounded-lg border p-4 lg:sticky lg:top-4">
        <h2 id={summaryId} className="text-lg font-semibold">
          {t("cart.summary")}
        </h2>
        <Summary
          t={t}
          locale={locale}
          money={money}
          canSeePrices={canSeePrices}
          quote={quoted}
          status={status}
          refusal={lineRefusals?.size ? t("cart.fixLines") : (refused?.message ?? t("cart.fixLines"))}
          state={state}
        />
        {alert && (
          <p
            role="alert"
            className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
            data-testid="cart-alert"
          >
            {alert}
          </p>
        )}
        <ProceedArea t={t} viewer={viewer} paths={paths} onProceed={proceed} />
      </aside>
    </div>
  );
}

/** The customer a salesperson chose, from the cart's metadata (another app's metadata is ignored). */
function readChosen(metadata: Record<string, unknown>): ChosenCustomer | null {
  const { customerId, customerName } = metadata;
  if (!Number.isSafeInteger(customerId) || (customerId as number) <= 0) return null;
  return { id: customerId as number, name: typeof customerName === "string" ? customerName : `#${String(customerId)}` };
}

function EmptyCart({ t, paths }: { t: Translate; paths: Props["paths"] }) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center"
      data-testid="empty-state"
    >
      <svg
        className="size-12 text-muted-foreground"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        aria-hidden="true"
      >
        <circle cx="9" cy="20" r="1" />
        <circle cx="18" cy="20" r="1" />
        <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.6L22 7H6" />
      </svg>
      <h2 className="text-lg font-semibold">{t("cart.emptyState.title")}</h2>
      <p className="max-w-md text-muted-foreground">{t("cart.emptyState.body")}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <a href={paths.products} className={buttonVariants()}>
          {t("cart.browse")}
        </a>
        <a href={paths.quickOrder} className={buttonVariants({ variant: "outline" })}>
          {t("quickOrder.title")}
        </a>
      </div>
    </div>
  );
}

interface LineProps {
  item: ShopCartItem;
  t: Translate;
  locale: Locale;
  money: MoneyProfile;
  canSeePrices: boolean;
  quoted: PricedLine | undefined;
  oldPrice: number | undefined;
  problem: string | null;
  productPath: string | null;
}

/** One line: picture, title, code, options, unit price, the quantity by case, line total, remove. */
function CartLine({ item, t, locale, money, canSeePrices, quoted, oldPrice, problem, productPath }: LineProps) {
  const { packSize, minOrderQuantity } = itemSteps(item);
  // What is being typed, until it is committed; otherwise the quantity as stored (changed anywhere).
  const [draft, setDraft] = useState<string | null>(null);
  // A refused quantity's message, about the quantity it was refused at: gone once it changes.
  const [refusedAt, setRefusedAt] = useState<{ quantity: number; message: string } | null>(null);
  const ids = { title: useId(), quantity: useId(), problem: useId() };
  const title = quoted?.title ?? item.title ?? item.id;
  // Issue #19 item 7: the variant (Size: XL) and options as the server names them once it priced
  // the line; until then what the adder stored.
  const options = quoted
    ? lineDetails(quoted).map((detail) => `${detail.group}: ${detail.choice}`)
    : (item.options ?? []);
  const unitPrice = quoted ? quotedUnitPrice(quoted) : item.price;
  const lineTotal = quoted ? quoted.lineTotal : item.itemTotal;

  /** A quantity typed or stepped: whole cases from the minimum (issue #10 item 2), else why not. */
  const commit = (quantity: number) => {
    // Leaving the field as it was says nothing new: a refusal stays until the quantity changes.
    if (quantity === item.quantity) return setDraft(null);
    const rule = checkQuantity(quantity, {
      minOrderQuantity,
      packSize,
      stock: Number.POSITIVE_INFINITY,
      maxPerProduct: Number.POSITIVE_INFINITY,
    });
    if (!Number.isSafeInteger(quantity) || rule) {
      const message =
        rule?.code === "not_whole_packs"
          ? t("cart.notWholePacks", { item: title, pack: packSize })
          : t("cart.belowMinimum", { item: title, min: minOrderQuantity });
      setRefusedAt({ quantity: item.quantity, message });
      setDraft(null);
      return;
    }
    setRefusedAt(null);
    setDraft(null);
    cart.updateItemQuantity(item.id, quantity);
  };
  const shown = (refusedAt?.quantity === item.quantity ? refusedAt.message : null) ?? problem;

  return (
    <li
      className={cn(
        "grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-lg border p-3 sm:grid-cols-[5rem_minmax(0,1fr)_auto]",
        // A line that cannot be ordered as it is stands out, not only its message (issue #19 item 7).
        shown && "border-2 border-red-700 bg-red-50 dark:border-red-400 dark:bg-red-950/40",
      )}
      aria-labelledby={ids.title}
      data-testid="cart-line"
      data-id={item.id}
      data-problem={shown ? "" : undefined}
    >
      {item.imageUrl ? (
        <img
          src={`${item.imageUrl}?w=160`}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          className="aspect-square w-full rounded-md bg-muted object-cover"
        />
      ) : (
        <span className="aspect-square w-full rounded-md bg-muted" aria-hidden="true" />
      )}
      <div className="grid content-start gap-1">
        <h3 id={ids.title} className="font-medium">
          {productPath ? (
            <a href={productPath} className="hover:underline">
              {title}
            </a>
          ) : (
            title
          )}
        </h3>
        <p className="text-xs text-muted-foreground">
          {/* The code isolated, so a Latin SKU keeps its place in an Arabic sentence (decision 0031). */}
          {item.sku && t("cart.sku", { sku: `\u2068${item.sku}\u2069` })}
          {!quoted && item.variantName && <> · {item.variantName}</>}
        </p>
        {options.length > 0 && (
          <ul className="text-xs text-muted-foreground" data-testid="line-details">
            {options.map((option) => (
              <li key={option}>
                <bdi>{option}</bdi>
              </li>
            ))}
          </ul>
        )}
        {(packSize > 1 || minOrderQuantity > 1) && (
          <p className="text-xs text-muted-foreground">
            {packSize > 1 && t("cart.packSize", { pack: packSize })}
            {packSize > 1 && minOrderQuantity > packSize && " · "}
            {minOrderQuantity > packSize && t("cart.minimum", { min: minOrderQuantity })}
          </p>
        )}
        {canSeePrices && (
          <p className="text-sm">
            <span className="text-muted-foreground">{t("cart.unitPrice")}: </span>
            <span data-testid="unit-price">
              <Money minor={unitPrice} locale={locale} profile={money} />
            </span>
            {oldPrice !== undefined && oldPrice !== unitPrice && (
              <span className="ms-2 text-xs font-medium text-amber-700 dark:text-amber-400" data-testid="price-changed">
                {t("cart.priceChanged", { old: "" })}
                <Money minor={oldPrice} locale={locale} profile={money} />
              </span>
            )}
          </p>
        )}
      </div>
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 sm:col-span-1 sm:grid sm:content-start sm:justify-items-end">
        <div className="flex items-center gap-1" role="group" aria-labelledby={`${ids.quantity} ${ids.title}`}>
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="size-9"
            disabled={item.quantity - packSize < minOrderQuantity}
            onClick={() => commit(item.quantity - packSize)}
          >
            <span aria-hidden="true">−</span>
            <span className="sr-only">
              {t("cart.decrease")}: {title}
            </span>
          </Button>
          <label id={ids.quantity} htmlFor={`${ids.quantity}-input`} className="sr-only">
            {t("cart.quantity")}
          </label>
          <input
            id={`${ids.quantity}-input`}
            type="number"
            inputMode="numeric"
            min={minOrderQuantity}
            step={packSize}
            value={draft ?? String(item.quantity)}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={() => commit(Number(draft ?? item.quantity))}
            onKeyDown={(event) => {
              if (event.key === "Enter") commit(Number(draft ?? item.quantity));
            }}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? ids.problem : undefined}
            className="h-9 w-20 rounded-md border border-border bg-background px-2 text-center text-sm focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none aria-invalid:border-red-600"
            data-testid="quantity"
          />
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="size-9"
            onClick={() => commit(item.quantity + packSize)}
          >
            <span aria-hidden="true">+</span>
            <span className="sr-only">
              {t("cart.increase")}: {title}
            </span>
          </Button>
        </div>
        {canSeePrices && (
          <p className="text-sm font-semibold" data-testid="line-total">
            <span className="sr-only">{t("cart.lineTotal")}: </span>
            <Money minor={lineTotal} locale={locale} profile={money} />
          </p>
        )}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-red-700 dark:text-red-400"
          onClick={() => cart.removeItem(item.id)}
        >
          {t("cart.remove")}
          <span className="sr-only">: {title}</span>
        </Button>
      </div>
      {shown && (
        <p
          id={ids.problem}
          role="alert"
          className="col-span-2 text-sm font-medium text-red-700 sm:col-span-3 dark:text-red-400"
          data-testid="line-problem"
        >
          {shown}
        </p>
      )}
    </li>
  );
}

interface SummaryProps {
  t: Translate;
  locale: Locale;
  money: MoneyProfile;
  canSeePrices: boolean;
  /** The server's quote of the cart as it is, when there is one. */
  quote: Quote | null;
  status: PricingStatus;
  /** What the server's refusal asks of the buyer: the lines marked, or what it said. */
  refusal: string;
  state: ReturnType<typeof cart.$cart.get>;
}

/** The totals: the server's once it answered, else the stored prices said to be so; none without prices. */
function Summary({ t, locale, money, canSeePrices, quote, status, refusal, state }: SummaryProps) {
  const counts = t("cart.counts", {
    pieces: t("cart.pieces", { count: quote?.totalItemsCount ?? state.totalItems }),
    lines: t("cart.lineCount", { count: quote?.uniqueItemsCount ?? state.totalUniqueItems }),
  });
  if (!canSeePrices) {
    return (
      <>
        <p data-testid="cart-counts">{counts}</p>
        <p className="text-sm text-muted-foreground">{t("cart.pricesHidden")}</p>
      </>
    );
  }
  const row = (label: string, minor: number, testId: string, isStrong = false) => (
    <div className={cn("flex items-baseline justify-between gap-4", isStrong && "border-t pt-2 text-base font-bold")}>
      <dt>{label}</dt>
      <dd data-testid={testId}>
        <Money minor={minor} locale={locale} profile={money} />
      </dd>
    </div>
  );
  return (
    <>
      <p data-testid="cart-counts">{counts}</p>
      <dl className="grid gap-1 text-sm" aria-busy={status === "checking"}>
        {row(t("cart.subTotal"), quote?.subTotal ?? state.cartTotal, "sub-total")}
        {quote &&
          quote.selectionsTotal > 0 &&
          row(t("cart.selectionsTotal"), quote.selectionsTotal, "selections-total")}
        {quote && quote.discountTotal > 0 && row(t("cart.discountTotal"), -quote.discountTotal, "discount-total")}
        {quote && row(t("cart.vatTotal"), quote.vatTotal, "vat-total")}
        {/* Without the server's quote the total is the stored prices' sum: it has no VAT yet, and says so. */}
        {quote
          ? row(t("cart.grandTotal"), quote.grandTotal, "grand-total", true)
          : row(t("cart.totalBeforeVat"), state.cartTotal, "grand-total", true)}
      </dl>
      <p className="text-xs text-muted-foreground" role="status" data-testid="pricing-note">
        {status === "checking"
          ? t("cart.checking")
          : status === "quoted"
            ? t("cart.deliveryLater")
            : status === "refused"
              ? refusal
              : t("cart.estimate")}
      </p>
    </>
  );
}

/** How the viewer goes on: checkout, sign in first, or why they cannot order yet (SPEC §4, §8). */
function ProceedArea({
  t,
  viewer,
  paths,
  onProceed,
}: {
  t: Translate;
  viewer: CartViewer;
  paths: Props["paths"];
  onProceed: () => void;
}) {
  if (viewer === "guest") {
    return (
      <a href={paths.login} className={buttonVariants({ size: "lg" })} data-testid="login-to-complete">
        {t("cart.loginToComplete")}
      </a>
    );
  }
  if (viewer === "unverified" || viewer === "unapproved" || viewer === "restricted") {
    const key =
      viewer === "unverified"
        ? "auth.login.unverified"
        : viewer === "unapproved"
          ? "auth.login.unapproved"
          : "errors.accountRestricted";
    return (
      <p className="rounded-md bg-muted p-3 text-sm" data-testid="cannot-order">
        {t(key)}
      </p>
    );
  }
  return (
    <Button type="button" size="lg" onClick={onProceed} data-testid="proceed">
      {t("cart.proceed")}
    </Button>
  );
}
