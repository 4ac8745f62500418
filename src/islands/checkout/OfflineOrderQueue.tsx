// The salesperson's orders kept on the phone (issue #22 item 4, decision 0097): each with where it
// stands (waiting to send or to be priced, refused and why, at a new or a first total to confirm),
// sent when the connection returns and when a page with this list loads. Nothing shows while
// nothing is kept.
import { useEffect, useState, useSyncExternalStore } from "react";
import type { Locale } from "../../../core/profiles.ts";
import { formatDate } from "../../../i18n/dates.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import { translator, type Messages } from "../../../i18n/messages.ts";
import { formatMoney } from "../../../i18n/money.ts";
import { buttonVariants } from "../../components/ui/button-variants.ts";
import { $queued, $sending, offlineQueue, type QueuedOrder, type SendOutcome } from "./offline-orders.ts";
import type { FormatProfile } from "./parts.tsx";
import type { KeptOrder } from "./use-checkout.ts";

export const offlineQueueMessages = [
  "checkout.unknown",
  "offline.queue.title",
  "offline.queue.intro",
  "offline.state.waiting",
  "offline.state.sending",
  "offline.state.changed",
  "offline.state.unpriced",
  "offline.state.priced",
  "offline.unpriced",
  "offline.state.refused",
  "offline.order",
  "offline.confirmedAt",
  "offline.sendNow",
  "offline.confirmAgain",
  "offline.confirmPriced",
  "offline.discard",
  "offline.discardConfirm",
  "offline.sent",
] as const satisfies readonly MessageKey[];
export type OfflineQueueMessage = (typeof offlineQueueMessages)[number];

interface OfflineOrderQueueProps {
  locale: Locale;
  format: FormatProfile;
  messages: Messages<OfflineQueueMessage>;
  /** The signed-in salesperson: only their kept orders show and are sent. */
  userId: number;
  /** Room around it where the page needs it (the area's layout). */
  className?: string;
}

export function OfflineOrderQueue({ locale, format, messages, userId, className = "" }: OfflineOrderQueueProps) {
  const t = translator(messages);
  const queued = useSyncExternalStore($queued.listen, $queued.get);
  const sending = useSyncExternalStore($sending.listen, $sending.get);
  const [sent, setSent] = useState<string[]>([]);

  const noteSent = (outcomes: readonly (SendOutcome | null)[]) => {
    const numbers = outcomes.flatMap((outcome) => (outcome?.kind === "sent" ? [outcome.order.number] : []));
    if (numbers.length > 0) setSent((before) => [...before, ...numbers]);
  };

  useEffect(() => {
    const queue = offlineQueue();
    const sendWaiting = () => void queue.sendWaiting(userId).then(noteSent);
    sendWaiting();
    addEventListener("online", sendWaiting);
    return () => removeEventListener("online", sendWaiting);
  }, [userId]);

  if (queued.length === 0 && sent.length === 0) return null;
  const money = (minor: number) => formatMoney(minor, locale, format);

  const stateText = (order: QueuedOrder) => {
    if (sending.has(order.key)) return t("offline.state.sending");
    const confirmed = order.request.expectedGrandTotal;
    if (order.state === "changed" && order.newTotal !== null)
      return confirmed === null
        ? t("offline.state.priced", { total: money(order.newTotal), method: order.methodName ?? "—" })
        : t("offline.state.changed", { total: money(order.newTotal), confirmed: money(confirmed) });
    if (order.state === "refused") return t("offline.state.refused", { reason: order.reason ?? t("checkout.unknown") });
    return confirmed === null ? t("offline.state.unpriced") : t("offline.state.waiting");
  };
  // An order kept with no total says so where its total would be
  const totalText = (order: QueuedOrder) =>
    order.request.expectedGrandTotal === null ? t("offline.unpriced") : money(order.request.expectedGrandTotal);

  return (
    <section
      aria-labelledby="offline-queue-title"
      className={`rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40 ${className}`}
      data-testid="offline-queue"
    >
      <h2 id="offline-queue-title" className="text-lg font-semibold">
        {t("offline.queue.title")}
      </h2>
      {queued.length > 0 && (
        <>
          <p className="mb-3 text-sm text-muted-foreground">{t("offline.queue.intro")}</p>
          <ul className="grid gap-3">
            {queued.map((order) => (
              <li
                key={order.key}
                className="grid gap-2 rounded-md border bg-background p-3"
                data-testid="offline-order"
                data-state={order.state}
              >
                <p className="font-medium">
                  {order.customerName ? (
                    <>
                      <bdi>{order.customerName}</bdi>
                      {` · ${totalText(order)}`}
                    </>
                  ) : (
                    t("offline.order", { id: order.customerId, total: totalText(order) })
                  )}
                </p>
                <p className="text-xs text-muted-foreground">
                  {t("offline.confirmedAt", { date: formatDate(order.confirmedAt, format) })}
                </p>
                <p className="text-sm" role="status" data-testid="offline-order-state">
                  {stateText(order)}
                </p>
                <div className="flex flex-wrap gap-2">
                  {order.state === "changed" ? (
                    <button
                      type="button"
                      className={buttonVariants({ size: "sm" })}
                      disabled={sending.has(order.key)}
                      data-testid="offline-confirm"
                      onClick={() =>
                        void offlineQueue()
                          .confirmNewTotal(order.key)
                          .then((outcome) => noteSent([outcome]))
                      }
                    >
                      {order.request.expectedGrandTotal === null
                        ? t("offline.confirmPriced")
                        : t("offline.confirmAgain")}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className={buttonVariants({ size: "sm", variant: "outline" })}
                      disabled={sending.has(order.key)}
                      onClick={() =>
                        void offlineQueue()
                          .send(order.key)
                          .then((outcome) => noteSent([outcome]))
                      }
                      data-testid="offline-send"
                    >
                      {t("offline.sendNow")}
                    </button>
                  )}
                  <button
                    type="button"
                    className={buttonVariants({ size: "sm", variant: "ghost" })}
                    disabled={sending.has(order.key)}
                    onClick={() => {
                      if (confirm(t("offline.discardConfirm"))) void offlineQueue().discard(order.key);
                    }}
                  >
                    {t("offline.discard")}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {sent.length > 0 && (
        <ul className="mt-3 grid gap-1" role="status" data-testid="offline-sent">
          {sent.map((number) => (
            <li key={number} className="text-sm font-medium text-green-800 dark:text-green-300">
              {t("offline.sent", { number: `\u2066${number}\u2069` })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const offlineKeptMessages = [
  ...offlineQueueMessages,
  "offline.saved",
  "offline.savedUnpriced",
  "offline.keptQuote",
  "offline.unpricedNote",
  "offline.keepUnpriced",
] as const satisfies readonly MessageKey[];
type OfflineKeptMessage = (typeof offlineKeptMessages)[number];

/**
 * Under a salesperson's totals with no connection (decision 0097): the totals are the quote kept
 * for this cart, or there is none and the order can be kept to be priced when the connection returns.
 */
export function OfflinePricing({
  isKeptQuote,
  canKeepUnpriced,
  messages,
}: {
  isKeptQuote: boolean;
  canKeepUnpriced: boolean;
  messages: Messages<OfflineKeptMessage>;
}) {
  if (!isKeptQuote && !canKeepUnpriced) return null;
  const t = translator(messages);
  return (
    <p
      role="status"
      className="mb-2 rounded-md bg-amber-100 p-3 text-sm text-amber-950 dark:bg-amber-900 dark:text-amber-50"
      data-testid={isKeptQuote ? "offline-kept-quote" : "offline-unpriced"}
    >
      {isKeptQuote ? t("offline.keptQuote") : t("offline.unpricedNote")}
    </p>
  );
}

/**
 * What the checkout shows a salesperson: the order just kept on the phone ("waiting to send", or to
 * be priced), and the kept orders (nothing while none is kept).
 */
export function SalespersonQueue({
  kept,
  ...props
}: Omit<OfflineOrderQueueProps, "messages"> & { kept: KeptOrder | null; messages: Messages<OfflineKeptMessage> }) {
  const t = translator(props.messages);
  return (
    <>
      {kept && (
        <p
          role="status"
          className="rounded-md bg-amber-100 p-3 font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-50"
          data-testid="order-kept"
        >
          {kept === "unpriced" ? t("offline.savedUnpriced") : t("offline.saved")}
        </p>
      )}
      <OfflineOrderQueue {...props} />
    </>
  );
}
