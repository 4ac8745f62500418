import { useId, useState } from "react";
import { checkAdd, type AddOutcome } from "../../../core/checkout/purchase-rules.ts";
import { parseQuickOrder, maxQuickOrderLines } from "../../../core/checkout/parse-quick-order.ts";
import type { SkuLookupResult, SkuMatch } from "../../../core/contracts/cart.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import type { Locale } from "../../../core/profiles.ts";
import { translator, type Messages } from "../../../i18n/messages.ts";
import type { MoneyProfile } from "../../../i18n/money.ts";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { callApi } from "../../scripts/api-call.ts";
import { cart, cartLineId, type CartItem } from "../../stores/cart.ts";
import type { ShopCartItem } from "../../stores/cart-lines.ts";
import { Money } from "./Money.tsx";

/** The messages the quick order pad shows; src/pages/quick-order.astro picks them for its locale. */
export const quickOrderMessages = [
  "quickOrder.intro",
  "quickOrder.lines",
  "quickOrder.file",
  "quickOrder.fileInvalid",
  "quickOrder.check",
  "quickOrder.checking",
  "quickOrder.nothing",
  "quickOrder.tooMany",
  "quickOrder.results",
  "quickOrder.line",
  "quickOrder.ready",
  "quickOrder.problem.format",
  "quickOrder.problem.quantity",
  "quickOrder.problem.unknown",
  "quickOrder.problem.options",
  "quickOrder.add",
  "quickOrder.added",
  "quickOrder.noneToAdd",
  "quickOrder.goToCart",
  "cart.notEnough",
  "cart.belowMinimum",
  "cart.notWholePacks",
  "cart.unavailable",
  "cart.maxStock",
  "errors.network",
  "errors.unknown",
] as const satisfies readonly MessageKey[];

interface Props {
  locale: Locale;
  messages: Messages<(typeof quickOrderMessages)[number]>;
  money: MoneyProfile;
  paths: { cart: string; product: string };
}

/** One line of the pad as checked: what it adds, or why it cannot. */
interface CheckedLine {
  line: number;
  text: string;
  match: SkuMatch | null;
  quantity: number;
  problem: string | null;
  /** The product page, for a line whose options must be chosen there. */
  link: string | null;
}

/** The biggest file read: 500 lines of code and quantity fit in far less. */
const maxFileBytes = 256 * 1024;

/**
 * /quick-order (issue #10 item 3, decision 0051): lines of `SKU quantity` typed, pasted or read
 * from a CSV file, looked up at once (POST /api/purchase/lookup), every line's problem listed
 * before anything is added (unknown code, unreadable line, short stock, below the minimum or not
 * whole cases, options to choose), then the good lines added in one store update.
 */
export function QuickOrderPad({ locale, messages, money, paths }: Props) {
  const t = translator(messages);
  const [text, setText] = useState("");
  const [checked, setChecked] = useState<CheckedLine[] | null>(null);
  const [notice, setNotice] = useState<{ kind: "error" | "done"; text: string } | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const ids = { lines: useId(), intro: useId(), file: useId(), results: useId() };
  const good = checked?.filter((line) => line.problem === null && line.match) ?? [];
  const goodItems = new Set(good.map((line) => itemId(line.match as SkuMatch)));

  const check = async (input: string) => {
    setNotice(null);
    const parsed = parseQuickOrder(input);
    if (parsed.entries.length === 0 && parsed.problems.length === 0) {
      setChecked(null);
      setNotice({ kind: "error", text: t("quickOrder.nothing") });
      return;
    }
    setIsChecking(true);
    const skus = [...new Set(parsed.entries.map((entry) => entry.sku))];
    const result =
      skus.length > 0 ? await callApi<SkuLookupResult>({ path: "/api/purchase/lookup", json: { skus } }) : null;
    setIsChecking(false);
    if (result && !(result.ok && result.answer.data)) {
      setNotice({
        kind: "error",
        text: result.status === 0 ? t("errors.network") : (result.answer.message ?? t("errors.unknown")),
      });
      return;
    }
    const bySku = new Map((result?.answer.data?.matches ?? []).map((match) => [match.sku, match]));
    // Every pad line of one item counts together, with what the cart holds of it already.
    const totals = new Map<string, number>();
    for (const entry of parsed.entries) {
      const match = bySku.get(entry.sku.trim());
      if (match) totals.set(itemId(match), (totals.get(itemId(match)) ?? 0) + entry.quantity);
    }
    const lines: CheckedLine[] = [
      ...parsed.problems.map((problem) => ({
        line: problem.line,
        text: problem.text,
        match: null,
        quantity: 0,
        problem: t(problem.reason === "format" ? "quickOrder.problem.format" : "quickOrder.problem.quantity"),
        link: null,
      })),
      ...parsed.entries.map((entry) => {
        const match = bySku.get(entry.sku.trim()) ?? null;
        const base = { line: entry.line, text: `${entry.sku} ${entry.quantity}`, match, quantity: entry.quantity };
        if (!match) return { ...base, problem: t("quickOrder.problem.unknown", { sku: entry.sku }), link: null };
        const item = displayName(match);
        const link = `${paths.product}/${encodeURIComponent(match.slug)}`;
        if (!match.isAvailable) return { ...base, problem: t("cart.unavailable", { item }), link: null };
        if (match.needsOptions) return { ...base, problem: t("quickOrder.problem.options"), link };
        const outcome = addOutcome(match, totals.get(itemId(match)) ?? entry.quantity);
        return { ...base, problem: outcome.ok ? null : outcomeMessage(outcome, item, t), link: null };
      }),
    ].sort((a, b) => a.line - b.line);
    setChecked(lines);
    if (parsed.isOverLimit) setNotice({ kind: "error", text: t("quickOrder.tooMany", { count: maxQuickOrderLines }) });
  };

  const addAll = () => {
    if (good.length === 0) return setNotice({ kind: "error", text: t("quickOrder.noneToAdd") });
    const items = cart.$cart.get().items.map((item) => ({ ...item }) as CartItem);
    for (const line of good) {
      const match = line.match as SkuMatch;
      const id = itemId(match);
      const existing = items.find((item) => item.id === id);
      if (existing) existing.quantity += line.quantity;
      else items.push(cartItem(match, line.quantity));
    }
    // One store update: one write to local storage, one mirror call, one badge change.
    cart.setItems(items);
    setNotice({ kind: "done", text: t("quickOrder.added", { count: goodItems.size }) });
    setChecked(null);
    setText("");
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    const content = file.size <= maxFileBytes ? await file.text().catch(() => null) : null;
    if (content === null || content.includes("\u0000")) {
      setNotice({ kind: "error", text: t("quickOrder.fileInvalid") });
      return;
    }
    setText(content);
    await check(content);
  };

  return (
    <div className="grid gap-6" data-testid="quick-order">
      <form
        className="grid gap-4 rounded-lg border p-4 sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          void check(text);
        }}
      >
        <div className="grid gap-1">
          <label htmlFor={ids.lines} className="font-medium">
            {t("quickOrder.lines")}
          </label>
          <p id={ids.intro} className="text-sm text-muted-foreground">
            {t("quickOrder.intro")}
          </p>
          <textarea
            id={ids.lines}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={ids.intro}
            rows={8}
            dir="ltr"
            spellCheck={false}
            autoCapitalize="characters"
            placeholder={"AB12345 24\nAB12346-M-BLK, 12"}
            className="w-full rounded-md border border-border bg-background p-3 font-mono text-sm focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
            data-testid="quick-order-lines"
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.file} className="text-sm font-medium">
            {t("quickOrder.file")}
          </label>
          <input
            id={ids.file}
            type="file"
            accept=".csv,.txt,.tsv,text/csv,text/plain,text/tab-separated-values"
            onChange={(event) => void readFile(event.target.files?.[0])}
            className="w-full min-w-0 text-sm file:me-3 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:py-1.5"
            data-testid="quick-order-file"
          />
        </div>
        <div>
          <Button type="submit" disabled={isChecking}>
            {isChecking ? t("quickOrder.checking") : t("quickOrder.check")}
          </Button>
        </div>
      </form>
      {notice && (
        <div
          role={notice.kind === "error" ? "alert" : "status"}
          className={
            notice.kind === "error"
              ? "rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
              : "flex flex-wrap items-center gap-3 rounded-md bg-primary/10 p-3 text-sm"
          }
          data-testid="quick-order-notice"
        >
          {notice.text}
          {notice.kind === "done" && (
            <a href={paths.cart} className={buttonVariants({ variant: "outline", size: "sm" })}>
              {t("quickOrder.goToCart")}
            </a>
          )}
        </div>
      )}
      {checked && (
        <section aria-labelledby={ids.results} className="grid gap-3">
          <h2 id={ids.results} className="text-lg font-semibold">
            {t("quickOrder.results")}
          </h2>
          <ol className="grid gap-2" data-testid="quick-order-results">
            {checked.map((line) => (
              <li
                key={line.line}
                className={`grid gap-1 rounded-md border p-3 sm:grid-cols-[6rem_minmax(0,1fr)_auto] sm:items-center sm:gap-3 ${line.problem ? "border-red-300 dark:border-red-800" : ""}`}
                data-testid="quick-order-line"
                data-state={line.problem ? "problem" : "ready"}
              >
                <span className="text-sm text-muted-foreground">{t("quickOrder.line", { line: line.line })}</span>
                <span className="grid">
                  <span className="font-medium">
                    {line.match ? displayName(line.match) : <bdi dir="ltr">{line.text}</bdi>}
                  </span>
                  {line.match && (
                    <span className="text-xs text-muted-foreground" dir="ltr">
                      {line.match.code} × {line.quantity}
                    </span>
                  )}
                  {line.problem ? (
                    <span className="text-sm font-medium text-red-700 dark:text-red-400" data-testid="line-problem">
                      {line.problem}{" "}
                      {line.link && (
                        <a href={line.link} className="underline">
                          {line.match?.title}
                        </a>
                      )}
                    </span>
                  ) : (
                    <span className="text-sm text-green-700 dark:text-green-400">{t("quickOrder.ready")}</span>
                  )}
                </span>
                {line.match?.price != null && !line.problem && (
                  <span className="text-sm">
                    <Money minor={line.match.price * line.quantity} locale={locale} profile={money} />
                  </span>
                )}
              </li>
            ))}
          </ol>
          <div>
            <Button type="button" onClick={addAll} disabled={good.length === 0} data-testid="quick-order-add">
              {t("quickOrder.add", { count: goodItems.size })}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}

type Translate = ReturnType<typeof translator<(typeof quickOrderMessages)[number]>>;

/** The cart line a match fills: its product and variant, no option choices (those need the product page). */
const itemId = (match: SkuMatch) => cartLineId(match.productId, match.variantId);

const displayName = (match: SkuMatch) => (match.variantName ? `${match.title} (${match.variantName})` : match.title);

/** Adding `total` of a match to what the cart holds: the purchase rules, with stock where the viewer may see it. */
function addOutcome(match: SkuMatch, total: number): AddOutcome {
  const inCart = cart.getItem(itemId(match))?.quantity ?? 0;
  const limits = match.limits ?? {
    minOrderQuantity: match.minOrderQuantity,
    packSize: match.packSize,
    stock: Number.POSITIVE_INFINITY,
    maxPerProduct: Number.POSITIVE_INFINITY,
  };
  return checkAdd(total, inCart, limits);
}

function outcomeMessage(outcome: Extract<AddOutcome, { ok: false }>, item: string, t: Translate): string {
  if (outcome.reason === "max_stock_added") return t("cart.maxStock");
  const params = { item, ...("params" in outcome ? outcome.params : {}) };
  if (outcome.reason === "not_enough_stock") return t("cart.notEnough", params);
  if (outcome.reason === "below_minimum") return t("cart.belowMinimum", params);
  return t("cart.notWholePacks", params);
}

/** A match as a cart item, in the shape every adder writes (src/stores/cart-lines.ts). */
function cartItem(match: SkuMatch, quantity: number): CartItem {
  const item: Omit<ShopCartItem, "itemTotal"> = {
    id: itemId(match),
    // Display only: the server prices every line again (issue #10 item 1).
    price: match.price ?? 0,
    quantity,
    productId: match.productId,
    variantId: match.variantId,
    choiceIds: [],
    title: match.title,
    sku: match.code,
    slug: match.slug,
    imageUrl: match.image,
    packSize: match.packSize,
    minOrderQuantity: match.minOrderQuantity,
    variantName: match.variantName,
  };
  return item as CartItem;
}
