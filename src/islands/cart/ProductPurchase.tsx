import { useEffect, useEffectEvent, useId, useState } from "react";
import { breakPrice, type PurchaseOptionGroup, type PurchaseProduct } from "../../../core/contracts/purchase.ts";
import type { Locale } from "../../../core/profiles.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import { translator, type Messages } from "../../../i18n/messages.ts";
import type { MoneyProfile } from "../../../i18n/money.ts";
import { toast } from "../../scripts/toaster.ts";
import { addMessages, addToCart } from "../../stores/add-to-cart.ts";
import { Button } from "../../components/ui/button.tsx";
import { Money } from "./Money.tsx";
import { PriceBreaks, priceBreakMessages } from "./PriceBreaks.tsx";
import { VariantMatrix, variantMatrixMessages, type MatrixAnswer } from "./VariantMatrix.tsx";

/** The messages the purchase island shows; the product page picks them for its locale. */
export const productPurchaseMessages = [
  ...addMessages,
  ...variantMatrixMessages,
  ...priceBreakMessages,
  "errors.network",
  "purchase.lineTotal",
  "purchase.addToCart",
  "purchase.viewCart",
  "purchase.logIn",
  "purchase.quantity",
  "purchase.decrease",
  "purchase.increase",
  "purchase.minimum",
  "purchase.pack",
  "purchase.stock",
  "purchase.loading",
  "product.options",
  "product.options.required",
  "product.options.optional",
  "product.options.range",
  "product.options.atLeast",
  "product.options.upTo",
] as const satisfies readonly MessageKey[];
type PurchaseMessage = (typeof productPurchaseMessages)[number];

interface Props {
  locale: Locale;
  messages: Messages<PurchaseMessage>;
  /** The currency, for buyers who may see prices; null draws no amounts. */
  money: MoneyProfile | null;
  /** What the cached page knows (no buyer, no stock): drawn first, then replaced by the live answer. */
  initial: PurchaseProduct;
  loginHref: string;
  cartHref: string;
}

/** What the island says under its button after adding: the message and where to go next. */
interface Notice {
  text: string;
  link: { href: string; label: string } | null;
}

/**
 * The product page's purchase form (issue #10 item 2): option choices (SPEC §5), the quantity in
 * whole cases from the minimum, the stock for approved buyers, Add to cart through the cart store;
 * a variant matrix instead of the quantity for products with variants (item 3). The page is cached
 * for every buyer alike, so who is looking, the stock and the price of the moment come from
 * GET /api/purchase/products/{id} (decision 0050).
 */
export function ProductPurchase({ locale, messages, money, initial, loginHref, cartHref }: Props) {
  const t = translator(messages);
  const [product, setProduct] = useState(initial);
  const [isLive, setIsLive] = useState(false);
  const [choiceIds, setChoiceIds] = useState<number[]>([]);
  const [quantity, setQuantity] = useState(initial.minOrderQuantity);
  const [notice, setNotice] = useState<Notice | null>(null);
  const quantityId = useId();

  // Said in the page's present language; not a reason to read the product again.
  const sayOffline = useEffectEvent(() => toast({ tone: "error", message: t("errors.network") }));
  useEffect(() => {
    let isCurrent = true;
    fetch(`/api/purchase/products/${initial.id}`, {
      headers: { accept: "application/json", "accept-language": locale },
      credentials: "same-origin",
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`purchase data ${response.status}`);
        const { data } = (await response.json()) as { data: PurchaseProduct };
        if (!isCurrent) return;
        setProduct(data);
        setIsLive(true);
      })
      .catch(() => sayOffline());
    return () => {
      isCurrent = false;
    };
    // The live answer is read once per page view.
  }, [initial.id, locale]);

  /** Says what adding did: a toast (read out at once) and a line under the button with the next step. */
  const tell = (refusal: MatrixAnswer | null) => {
    const text = refusal ? t(refusal.message, refusal.params) : t("purchase.added");
    toast({ tone: refusal ? "error" : "success", message: text });
    const link = !refusal
      ? { href: cartHref, label: t("purchase.viewCart") }
      : refusal.needsSignIn
        ? { href: loginHref, label: t("purchase.logIn") }
        : null;
    setNotice({ text, link });
  };

  const addSimple = () => {
    const answer = addToCart([{ product, variant: null, choiceIds, quantity }]);
    tell(answer.isAdded ? null : (answer.refusals.get(0) ?? null));
  };

  const pack = product.packSize;
  // The line at the break its quantity reaches (decision 0101); the quote stays the authority.
  const lineTotal =
    money && product.price !== null && Number.isInteger(quantity) && quantity > 0
      ? quantity * breakPrice(product.price, product.breaks, quantity)
      : null;
  const limits = [
    product.minOrderQuantity > 1 ? t("purchase.minimum", { min: product.minOrderQuantity }) : null,
    pack > 1 ? t("purchase.pack", { pack }) : null,
  ].filter(Boolean);

  return (
    <section className="space-y-4" data-testid="purchase" data-live={isLive}>
      {limits.length > 0 && (
        <p className="text-sm font-medium" data-testid="purchase-limits">
          {limits.join(" · ")}
        </p>
      )}
      {product.optionGroups.length > 0 && (
        <div className="space-y-3" data-testid="option-groups">
          {product.optionGroups.map((group) => (
            <OptionGroupField
              key={group.id}
              group={group}
              chosen={choiceIds}
              onChange={setChoiceIds}
              t={t}
              locale={locale}
              money={money}
            />
          ))}
        </div>
      )}
      {product.variants.length > 0 ? (
        <VariantMatrix
          product={product}
          choiceIds={choiceIds}
          isLive={isLive}
          locale={locale}
          money={money}
          messages={messages}
          onAnswer={tell}
        />
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          {money && product.breaks.length > 0 && (
            <div className="w-full">
              <PriceBreaks breaks={product.breaks} locale={locale} money={money} messages={messages} />
            </div>
          )}
          <div className="space-y-1">
            <label htmlFor={quantityId} className="block text-sm font-medium">
              {t("purchase.quantity")}
            </label>
            <div className="flex items-center">
              <Button
                type="button"
                variant="outline"
                size="icon"
                className="rounded-e-none"
                aria-label={t("purchase.decrease", { pack })}
                onClick={() => setQuantity((value) => Math.max(product.minOrderQuantity, value - pack))}
                data-testid="quantity-decrease"
              >
                −
              </Button>
              <input
                id={quantityId}
                type="number"
                inputMode="numeric"
                min={product.minOrderQuantity}
                step={pack}
                value={Number.isNaN(quantity) ? "" : quantity}
                onChange={(event) => setQuantity(event.currentTarget.valueAsNumber)}
                className="h-10 w-24 border-y border-border bg-background px-2 text-center text-sm"
                data-testid="quantity"
              />
              <Button
                type="button"
                variant="outline"
                size="icon"
                className="rounded-s-none"
                aria-label={t("purchase.increase", { pack })}
                onClick={() => setQuantity((value) => (Number.isNaN(value) ? product.minOrderQuantity : value + pack))}
                data-testid="quantity-increase"
              >
                +
              </Button>
            </div>
          </div>
          <Button type="button" size="lg" disabled={!isLive} onClick={addSimple} data-testid="add-to-cart">
            {t("purchase.addToCart")}
          </Button>
          {lineTotal !== null && money && (
            <p className="w-full text-sm" data-testid="line-total">
              {t("purchase.lineTotal")}: <Money minor={lineTotal} locale={locale} profile={money} />
            </p>
          )}
          {product.stock !== null && (
            <p className="w-full text-sm text-muted-foreground" data-testid="stock">
              {t("purchase.stock", { count: product.stock })}
            </p>
          )}
        </div>
      )}
      {!isLive && (
        // Without script the page says it needs it instead (NeedsJavaScript): nothing is loading.
        <p className="text-sm text-muted-foreground noscript:hidden" data-testid="purchase-loading">
          {t("purchase.loading")}
        </p>
      )}
      {notice && (
        <p className="flex flex-wrap gap-x-3 text-sm" data-testid="purchase-notice">
          <span>{notice.text}</span>
          {notice.link && (
            <a href={notice.link.href} className="font-medium text-primary underline">
              {notice.link.label}
            </a>
          )}
        </p>
      )}
    </section>
  );
}

interface OptionGroupProps {
  group: PurchaseOptionGroup;
  chosen: number[];
  onChange: (choiceIds: number[]) => void;
  t: ReturnType<typeof translator<PurchaseMessage>>;
  locale: Locale;
  money: MoneyProfile | null;
}

/**
 * One SPEC §3 option group as a fieldset: radio buttons when exactly one choice is required,
 * check boxes otherwise (so an optional choice can be taken back). The rule is said in the legend.
 */
function OptionGroupField({ group, chosen, onChange, t, locale, money }: OptionGroupProps) {
  const isSingle = group.isRequired && group.maxSelections === 1;
  const rule =
    group.maxSelections === null
      ? t("product.options.atLeast", { min: Math.max(group.minSelections, group.isRequired ? 1 : 0) })
      : group.minSelections === 0
        ? t("product.options.upTo", { max: group.maxSelections })
        : t("product.options.range", { min: group.minSelections, max: group.maxSelections });
  const own = new Set(group.choices.map((choice) => choice.id));
  const toggle = (id: number, isOn: boolean) => {
    const others = chosen.filter((choiceId) => !own.has(choiceId) || (!isSingle && choiceId !== id));
    onChange(isOn ? [...others, id] : others);
  };
  return (
    <fieldset className="rounded-md border p-3" data-testid="option-group">
      <legend className="px-1 font-medium">
        {group.name}{" "}
        <span className="text-xs font-normal text-muted-foreground">
          {group.isRequired ? t("product.options.required") : t("product.options.optional")} · {rule}
        </span>
      </legend>
      {group.note && <p className="mb-2 text-sm text-muted-foreground">{group.note}</p>}
      <div className="flex flex-wrap gap-2">
        {group.choices.map((choice) => (
          <label
            key={choice.id}
            className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/10"
          >
            <input
              type={isSingle ? "radio" : "checkbox"}
              name={`option-${group.id}`}
              value={choice.id}
              checked={chosen.includes(choice.id)}
              onChange={(event) => toggle(choice.id, event.currentTarget.checked)}
              className="accent-primary"
            />
            <span>{choice.name}</span>
            {choice.priceDelta !== null && choice.priceDelta > 0 && money && (
              <span className="text-muted-foreground">
                <Money minor={choice.priceDelta} locale={locale} profile={money} isSigned />
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
