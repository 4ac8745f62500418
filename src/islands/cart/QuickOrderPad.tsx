import { useId, useState, useSyncExternalStore } from "react";
import { checkAdd, type AddOutcome } from "../../../core/checkout/purchase-rules.ts";
import { parseQuickOrder, maxQuickOrderLines } from "../../../core/checkout/parse-quick-order.ts";
import type { SkuLookupResult, SkuMatch, SkuOptionGroup } from "../../../core/contracts/cart.ts";
import { areSelectionsValid } from "../../../core/checkout/purchase-rules.ts";
import { chooseOptions, selectionRules, withGroupChoices } from "../../../core/checkout/quick-order-options.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import type { Locale } from "../../../core/profiles.ts";
import { translator, type Messages } from "../../../i18n/messages.ts";
import type { MoneyProfile } from "../../../i18n/money.ts";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { callApi } from "../../scripts/api-call.ts";
import { cart, cartLineId, type CartItem } from "../../stores/cart.ts";
import type { ShopCartItem } from "../../stores/cart-lines.ts";
import { quantityInCart } from "../../stores/add-to-cart.ts";
import { Money } from "./Money.tsx";

/** The messages the quick order pad shows; src/pages/quick-order.astro picks them for its locale. */
export const quickOrderMessages = [
  "checkout.for",
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
  "quickOrder.problem.variant",
  "quickOrder.problem.unknownOption",
  "quickOrder.option.choose",
  "quickOrder.option.none",
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

/** One line of the pad as read and looked up: what it names, before it is judged. */
interface PadLine {
  line: number;
  text: string;
  /** The code as typed; empty for a line that could not be read. */
  sku: string;
  match: SkuMatch | null;
  quantity: number;
  /** The option choices of the line: named after the quantity, or chosen on the line. */
  choiceIds: number[];
  /** What the line named after the quantity that no choice of the product is called. */
  unknownOptions: string[];
  /** Why the line could not be read at all (no code and quantity, a bad quantity). */
  readProblem: string | null;
}

/** A line judged against the rules and the cart: what it adds, or why it cannot. */
interface CheckedLine extends PadLine {
  problem: string | null;
  /** The product page, for a line whose variant must be chosen there. */
  link: string | null;
  /** The product's option groups, offered on the line (issue #19 item 7). */
  groups: SkuOptionGroup[];
}

/** The biggest file read: 500 lines of code and quantity fit in far less. */
const maxFileBytes = 256 * 1024;

/**
 * /quick-order (issue #10 item 3, decision 0051): lines of `SKU quantity [option …]` typed, pasted
 * or read from a CSV file, looked up at once (POST /api/purchase/lookup), every line's problem
 * listed before anything is added (unknown code, unreadable line, short stock, below the minimum or
 * not whole cases, a variant to name, options to choose: named after the quantity or chosen on the
 * line, issue #19 item 7), then the good lines added in one store update.
 */
export function QuickOrderPad({ locale, messages, money, paths }: Props) {
  const t = translator(messages);
  const [text, setText] = useState("");
  const [lines, setLines] = useState<PadLine[] | null>(null);
  const [notice, setNotice] = useState<{ kind: "error" | "done"; text: string } | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const ids = { lines: useId(), intro: useId(), file: useId(), results: useId() };
  // The customer a salesperson orders for, as the cart keeps them (only a salesperson's cart names one)
  const { customerName } = useSyncExternalStore(cart.$cart.listen, cart.$cart.get).metadata;
  const checked = lines ? judge(lines, t, paths.product) : null;
  const good = checked?.filter((line) => line.problem === null && line.match) ?? [];
  const goodItems = new Set(good.map((line) => itemId(line.match as SkuMatch, line.choiceIds)));

  const check = async (input: string) => {
    setNotice(null);
    const parsed = parseQuickOrder(input);
    if (parsed.entries.length === 0 && parsed.problems.length === 0) {
      setLines(null);
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
    const read: PadLine[] = [
      ...parsed.problems.map((problem) => ({
        line: problem.line,
        text: problem.text,
        sku: "",
        match: null,
        quantity: 0,
        choiceIds: [],
        unknownOptions: [],
        readProblem: t(problem.reason === "format" ? "quickOrder.problem.format" : "quickOrder.problem.quantity"),
      })),
      ...parsed.entries.map((entry) => {
        const match = bySku.get(entry.sku.trim()) ?? null;
        // A product without options ignores what follows the quantity, as it ignored a CSV's notes.
        const named = match && match.optionGroups.length > 0 ? chooseOptions(match.optionGroups, entry.options) : null;
        return {
          line: entry.line,
          text: [entry.sku, entry.quantity, ...entry.options].join(" "),
          sku: entry.sku,
          match,
          quantity: entry.quantity,
          choiceIds: named?.choiceIds ?? [],
          unknownOptions: named?.unknown ?? [],
          readProblem: null,
        };
      }),
    ].sort((a, b) => a.line - b.line);
    setLines(read);
    if (parsed.isOverLimit) setNotice({ kind: "error", text: t("quickOrder.tooMany", { count: maxQuickOrderLines }) });
  };

  /** A choice made on a line replaces that group's, and what the line named that matched nothing. */
  const choose = (lineNumber: number, group: SkuOptionGroup, choiceIds: number[]) =>
    setLines((current) =>
      (current ?? []).map((line) =>
        line.line === lineNumber && line.match
          ? {
              ...line,
              choiceIds: withGroupChoices(line.match.optionGroups, line.choiceIds, group.id, choiceIds),
              unknownOptions: [],
            }
          : line,
      ),
    );

  const addAll = () => {
    if (good.length === 0) return setNotice({ kind: "error", text: t("quickOrder.noneToAdd") });
    const items = cart.$cart.get().items.map((item) => ({ ...item }) as CartItem);
    for (const line of good) {
      const match = line.match as SkuMatch;
      const id = itemId(match, line.choiceIds);
      const existing = items.find((item) => item.id === id);
      if (existing) existing.quantity += line.quantity;
      else items.push(cartItem(match, line.choiceIds, line.quantity));
    }
    // One store update: one write to local storage, one mirror call, one badge change.
    cart.setItems(items);
    setNotice({ kind: "done", text: t("quickOrder.added", { count: goodItems.size }) });
    setLines(null);
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
      {typeof customerName === "string" && customerName && (
        <p className="rounded-md bg-primary/10 p-3 text-sm" data-testid="ordering-for">
          {t("checkout.for", { name: customerName })}
        </p>
      )}
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
                  {line.groups.length > 0 && (
                    <OptionChoices
                      line={line}
                      t={t}
                      onChoose={(group, choiceIds) => choose(line.line, group, choiceIds)}
                    />
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
                    <Money
                      minor={unitPrice(line.match, line.choiceIds) * line.quantity}
                      locale={locale}
                      profile={money}
                    />
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

/** The cart line a match fills: its product and variant, and the option choices of the line. */
const itemId = (match: SkuMatch, choiceIds: readonly number[]) =>
  cartLineId(match.productId, match.variantId, choiceIds);

const displayName = (match: SkuMatch) => (match.variantName ? `${match.title} (${match.variantName})` : match.title);

/** The chosen choices of a line, with their groups. */
const chosenChoices = (match: SkuMatch, choiceIds: readonly number[]) =>
  match.optionGroups.flatMap((group) =>
    group.choices.filter((choice) => choiceIds.includes(choice.id)).map((choice) => ({ group, choice })),
  );

/** The unit price shown (display only): the shelf price and the choices' prices. */
const unitPrice = (match: SkuMatch, choiceIds: readonly number[]) =>
  (match.price ?? 0) + chosenChoices(match, choiceIds).reduce((sum, { choice }) => sum + (choice.priceDelta ?? 0), 0);

/**
 * Every line's problem, or none: the code, availability, a variant to name, the options (SPEC §5:
 * named ones that do not exist, required ones missing), then the quantity rules over every pad
 * line of one stock-keeping unit and what the cart holds of it already.
 */
function judge(lines: readonly PadLine[], t: Translate, productPath: string): CheckedLine[] {
  const unitOf = (match: SkuMatch) => `${match.productId}:${match.variantId ?? ""}`;
  const totals = new Map<string, number>();
  for (const line of lines) {
    if (line.match) totals.set(unitOf(line.match), (totals.get(unitOf(line.match)) ?? 0) + line.quantity);
  }
  return lines.map((line) => {
    const { match } = line;
    const base = { ...line, link: null, groups: [] as SkuOptionGroup[] };
    if (line.readProblem) return { ...base, problem: line.readProblem };
    if (!match) return { ...base, problem: t("quickOrder.problem.unknown", { sku: line.sku }) };
    const item = displayName(match);
    if (!match.isAvailable) return { ...base, problem: t("cart.unavailable", { item }) };
    if (match.needsVariant) {
      return {
        ...base,
        problem: t("quickOrder.problem.variant"),
        link: `${productPath}/${encodeURIComponent(match.slug)}`,
      };
    }
    const judged = { ...base, groups: match.optionGroups };
    if (line.unknownOptions.length > 0) {
      return {
        ...judged,
        // Each name isolated: an English choice in an Arabic sentence keeps its place (decision 0031)
        problem: t("quickOrder.problem.unknownOption", {
          item: `\u2068${item}\u2069`,
          option: line.unknownOptions.map((option) => `\u2068${option}\u2069`).join(", "),
        }),
      };
    }
    if (!areSelectionsValid(selectionRules(match.optionGroups), line.choiceIds)) {
      return { ...judged, problem: t("quickOrder.problem.options") };
    }
    const outcome = addOutcome(match, totals.get(unitOf(match)) ?? line.quantity);
    return { ...judged, problem: outcome.ok ? null : outcomeMessage(outcome, item, t) };
  });
}

/**
 * A line's option groups to choose on the line (issue #19 item 7): a list where one choice is
 * allowed, boxes to tick where several are, each showing what the line named.
 */
function OptionChoices({
  line,
  t,
  onChoose,
}: {
  line: CheckedLine;
  t: Translate;
  onChoose: (group: SkuOptionGroup, choiceIds: number[]) => void;
}) {
  const id = useId();
  return (
    <span className="my-1 flex flex-wrap gap-x-4 gap-y-2" data-testid="quick-order-options">
      {line.groups.map((group) => {
        const chosen = group.choices.filter((choice) => line.choiceIds.includes(choice.id)).map((choice) => choice.id);
        const label = `${id}-${group.id}`;
        return group.maxSelections === 1 ? (
          <span key={group.id} className="flex items-center gap-2 text-sm">
            <label htmlFor={label}>{group.name}</label>
            <select
              id={label}
              value={chosen[0] ?? ""}
              onChange={(event) => onChoose(group, event.target.value ? [Number(event.target.value)] : [])}
              className="h-9 rounded-md border border-border bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
            >
              <option value="">{t(group.isRequired ? "quickOrder.option.choose" : "quickOrder.option.none")}</option>
              {group.choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </select>
          </span>
        ) : (
          <fieldset key={group.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <legend className="float-start me-2">{group.name}</legend>
            {group.choices.map((choice) => (
              <label key={choice.id} className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={chosen.includes(choice.id)}
                  onChange={(event) =>
                    onChoose(
                      group,
                      event.target.checked ? [...chosen, choice.id] : chosen.filter((other) => other !== choice.id),
                    )
                  }
                  className="size-4"
                />
                {choice.name}
              </label>
            ))}
          </fieldset>
        );
      })}
    </span>
  );
}

/** Adding `total` of a match to what the cart holds of its unit: the purchase rules, with stock where the viewer may see it. */
function addOutcome(match: SkuMatch, total: number): AddOutcome {
  const inCart = quantityInCart(cart.$cart.get(), match.productId, match.variantId);
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
function cartItem(match: SkuMatch, choiceIds: readonly number[], quantity: number): CartItem {
  const item: Omit<ShopCartItem, "itemTotal"> = {
    id: itemId(match, choiceIds),
    // Display only: the server prices every line again (issue #10 item 1).
    price: unitPrice(match, choiceIds),
    quantity,
    productId: match.productId,
    variantId: match.variantId,
    choiceIds: [...choiceIds],
    title: match.title,
    sku: match.code,
    slug: match.slug,
    imageUrl: match.image,
    packSize: match.packSize,
    minOrderQuantity: match.minOrderQuantity,
    variantName: match.variantName,
    options: chosenChoices(match, choiceIds).map(({ group, choice }) => `${group.name}: ${choice.name}`),
  };
  return item as CartItem;
}
