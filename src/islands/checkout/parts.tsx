// The pieces /checkout and /order-summary both draw from a quote (issue #10 items 5, 6): money,
// the lines, delivery, a payment method's own text, the company's bank details and the totals.
import type { ReactNode } from "react";
import type { DeliveryOption, PricedLine, Quote, QuotePaymentMethod } from "../../../core/contracts/checkout.ts";
import { lineDetails, type DetailedLine } from "../../../core/orders/line-details.ts";
import type { Locale } from "../../../core/profiles.ts";
import { formatDate, type DateProfile } from "../../../i18n/dates.ts";
import { formatMoney, formatNumber, type MoneyProfile } from "../../../i18n/money.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import { translator, type Messages } from "../../../i18n/messages.ts";
import { Money as MoneyAmount } from "../cart/Money.tsx";

/** The company's bank account (SPEC §3 company profile), its names in the page's language. */
export interface BankDetails {
  bankName: string | null;
  accountName: string | null;
  bankNumber: string | null;
  sortCode: string | null;
  iban: string | null;
}

/** Every message the pieces show. */
export const checkoutPartsMessages = [
  "checkout.lines.title",
  "checkout.lines.count",
  "checkout.delivery.title",
  "checkout.delivery.charge",
  "checkout.delivery.free",
  "checkout.delivery.dates",
  "checkout.delivery.date",
  "checkout.payment.online",
  "checkout.payment.installments",
  "checkout.payment.limits.range",
  "checkout.payment.limits.min",
  "checkout.payment.limits.max",
  "checkout.bank.title",
  "checkout.bank.intro",
  "checkout.bank.name",
  "checkout.bank.accountName",
  "checkout.bank.number",
  "checkout.bank.sortCode",
  "checkout.bank.iban",
  "checkout.totals.title",
  "checkout.totals.selections",
  "checkout.totals.grand",
  "checkout.totals.updating",
  "dashboard.order.subtotal",
  "dashboard.order.vat",
  "checkout.totals.vatRate",
  "dashboard.order.shipping",
  "dashboard.order.discount",
  "dashboard.order.quantity",
] as const satisfies readonly MessageKey[];
export type CheckoutPartsMessage = (typeof checkoutPartsMessages)[number];

/** What the islands need of the profile to show money and dates. */
export type FormatProfile = MoneyProfile & DateProfile;

/** What every piece needs: the page's language, the profile's formats and the messages. */
export interface PartsContext {
  locale: Locale;
  format: FormatProfile;
  messages: Messages<CheckoutPartsMessage>;
}

/** Money from the server's minor units, in the page's language and the profile's currency. */
export function Money({ minor, context }: { minor: number; context: PartsContext }) {
  return <MoneyAmount minor={minor} locale={context.locale} profile={context.format} />;
}

/** A titled part of the page, its heading named for screen readers' landmarks. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border p-4 sm:p-5">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A field's or a line's refusal, tied to its control by id. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 text-sm text-red-700 dark:text-red-400" data-field-error>
      {message}
    </p>
  );
}

interface LineListProps {
  context: PartsContext;
  /** The server's priced lines, or the cart's (title and quantity) until the first quote. */
  lines: readonly (Pick<PricedLine, "title" | "sku" | "quantity"> &
    Partial<Pick<PricedLine, "lineTotal" | "selections" | "variantValues">>)[];
  /** A refusal per line, by its index in the request (`lines.<index>`). */
  errors: Record<string, string>;
}

/** The order's lines: title, variant and options chosen, SKU, quantity, line total; a line's refusal under it. */
export function LineList({ context, lines, errors }: LineListProps) {
  const t = translator(context.messages);
  return (
    <ul className="divide-y" data-testid="checkout-lines">
      {lines.map((line, index) => (
        <li
          key={index}
          className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3"
          data-testid="checkout-line"
        >
          <div className="min-w-0 flex-1">
            <p className="font-medium">
              <bdi>{line.title}</bdi>
            </p>
            <LineDetailList line={line} />
            <p className="text-xs text-muted-foreground">
              <span dir="ltr">{line.sku}</span> · {t("dashboard.order.quantity")}{" "}
              {formatNumber(line.quantity, context.locale, context.format)}
            </p>
            <FieldError id={`line-${index}-error`} message={errors[`lines.${index}`]} />
          </div>
          {line.lineTotal !== undefined && (
            <p className="font-medium">
              <Money minor={line.lineTotal} context={context} />
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A line's variant (Size: XL) and options chosen (issue #19 item 7), each name and value isolated in
 * its own direction (decision 0031); nothing for a plain product's line.
 */
export function LineDetailList({ line }: { line: DetailedLine }) {
  const details = lineDetails(line);
  if (details.length === 0) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="line-details">
      {details.map((detail) => (
        <span key={`${detail.kind}:${detail.group}`} className="me-3 inline-block" data-kind={detail.kind}>
          <bdi>{detail.group}</bdi>: <bdi>{detail.choice}</bdi>
        </span>
      ))}
    </p>
  );
}

/** The delivery the quote found for the address: its zone, charge and date range (SPEC §3 rates). */
export function DeliveryDetails({ option, context }: { option: DeliveryOption; context: PartsContext }) {
  const t = translator(context.messages);
  const [from, to] = [
    formatDate(option.earliestDelivery, context.format),
    formatDate(option.latestDelivery, context.format),
  ];
  return (
    <div className="grid gap-1 text-sm" data-testid="delivery">
      <p className="font-medium">
        <bdi>{option.zoneName}</bdi>
      </p>
      <p>
        {t("checkout.delivery.charge")}:{" "}
        {option.charge === 0 ? t("checkout.delivery.free") : <Money minor={option.charge} context={context} />}
      </p>
      <p data-testid="delivery-dates">
        {from === to
          ? t("checkout.delivery.date", { date: `\u2066${from}\u2069` })
          : t("checkout.delivery.dates", { from: `\u2066${from}\u2069`, to: `\u2066${to}\u2069` })}
      </p>
    </div>
  );
}

/** What a payment method says beside its name: its note, the provider and limits only where configured. */
export function PaymentMethodText({ method, context }: { method: QuotePaymentMethod; context: PartsContext }) {
  const t = translator(context.messages);
  const money = (minor: number) => moneyText(minor, context);
  const limits =
    method.minLimit !== null && method.maxLimit !== null
      ? t("checkout.payment.limits.range", { min: money(method.minLimit), max: money(method.maxLimit) })
      : method.minLimit !== null
        ? t("checkout.payment.limits.min", { min: money(method.minLimit) })
        : method.maxLimit !== null
          ? t("checkout.payment.limits.max", { max: money(method.maxLimit) })
          : null;
  const provider =
    method.provider && method.kind === "online"
      ? t("checkout.payment.online", { provider: method.provider })
      : method.provider && method.kind === "installments"
        ? t("checkout.payment.installments", { provider: method.provider })
        : null;
  const texts = [method.note, provider, limits].filter((text): text is string => !!text);
  if (texts.length === 0) return null;
  return (
    <span className="block text-sm text-muted-foreground">
      {texts.map((text) => (
        <span key={text} className="block">
          {text}
        </span>
      ))}
    </span>
  );
}

/** Money as plain text inside a sentence (the sign in letters), isolated in its own direction. */
const moneyText = (minor: number, context: PartsContext): string =>
  `\u2068${formatMoney(minor, context.locale, context.format)}\u2069`;

/** The company's bank account (SPEC §3 company profile) for a bank transfer, in the page's language. */
export function BankDetailsList({
  bank,
  context,
  reference,
}: {
  bank: BankDetails;
  context: PartsContext;
  /** The transfer's reference, once there is an order number. */
  reference?: { label: string; value: string } | undefined;
}) {
  const t = translator(context.messages);
  const rows = [
    [t("checkout.bank.name"), bank.bankName, false],
    [t("checkout.bank.accountName"), bank.accountName, false],
    [t("checkout.bank.number"), bank.bankNumber, true],
    [t("checkout.bank.sortCode"), bank.sortCode, true],
    [t("checkout.bank.iban"), bank.iban, true],
    ...(reference ? [[reference.label, reference.value, true] as const] : []),
  ] as const;
  return (
    <div className="rounded-md bg-muted p-3 text-sm" data-testid="bank-details">
      <p className="font-medium">{t("checkout.bank.title")}</p>
      <p className="mt-1 text-muted-foreground">{t("checkout.bank.intro")}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value, isCode]) =>
          value ? (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium break-all">{isCode ? <span dir="ltr">{value}</span> : <bdi>{value}</bdi>}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </div>
  );
}

/** The quote's totals (SPEC §3 order totals), each the server's; the rows that are zero are left out. */
export function Totals({ quote, context, isUpdating }: { quote: Quote; context: PartsContext; isUpdating: boolean }) {
  const t = translator(context.messages);
  const rows: [string, number, string][] = [
    [t("dashboard.order.subtotal"), quote.subTotal, "subtotal"],
    ...(quote.selectionsTotal
      ? [[t("checkout.totals.selections"), quote.selectionsTotal, "selections"] as [string, number, string]]
      : []),
    ...(quote.discountTotal
      ? [[t("dashboard.order.discount"), -quote.discountTotal, "discount"] as [string, number, string]]
      : []),
    // VAT by tax group (SPEC §3), one row per rate; a single row when there is no VAT at all
    ...(quote.vatGroups.length === 0
      ? [[t("dashboard.order.vat"), 0, "vat"] as [string, number, string]]
      : quote.vatGroups.map((group): [string, number, string] => [
          t("checkout.totals.vatRate", {
            rate: formatNumber(group.rateBasisPoints / 100, context.locale, context.format),
          }),
          group.vat,
          `vat-${group.rateBasisPoints}`,
        ])),
    [t("dashboard.order.shipping"), quote.shippingCost, "shipping"],
  ];
  return (
    <div aria-busy={isUpdating} data-testid="totals">
      <p className="mb-2 text-sm text-muted-foreground" data-testid="totals-counts">
        {t("checkout.lines.count", {
          lines: formatNumber(quote.uniqueItemsCount, context.locale, context.format),
          items: formatNumber(quote.totalItemsCount, context.locale, context.format),
        })}
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, minor, name]) => (
          <div key={name} className="contents" data-testid={`total-${name}`}>
            <dt>{label}</dt>
            <dd className="text-end">
              <Money minor={minor} context={context} />
            </dd>
          </div>
        ))}
      </dl>
      <dl
        className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 border-t pt-2 text-base font-semibold"
        data-testid="total-grand"
      >
        <dt>{t("checkout.totals.grand")}</dt>
        <dd className="text-end">
          <Money minor={quote.grandTotal} context={context} />
        </dd>
      </dl>
      <p role="status" className="mt-2 min-h-5 text-xs text-muted-foreground">
        {isUpdating ? t("checkout.totals.updating") : ""}
      </p>
    </div>
  );
}
