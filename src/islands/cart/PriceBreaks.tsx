import type { PurchaseBreak } from "../../../core/contracts/purchase.ts";
import type { Locale } from "../../../core/profiles.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import { translator, type Messages } from "../../../i18n/messages.ts";
import type { MoneyProfile } from "../../../i18n/money.ts";
import { Money } from "./Money.tsx";

export const priceBreakMessages = ["purchase.breaks", "purchase.breaks.from"] as const satisfies readonly MessageKey[];

interface Props {
  breaks: readonly PurchaseBreak[];
  locale: Locale;
  money: MoneyProfile;
  messages: Messages<(typeof priceBreakMessages)[number]>;
}

/**
 * A price's quantity breaks ("12+: 45.00, 48+: 42.50", decision 0101), drawn with the page on the
 * server at the prices of its book (decision 0105); nothing when the price has none.
 */
export function PriceBreaks({ breaks, locale, money, messages }: Props) {
  const t = translator(messages);
  if (breaks.length === 0) return null;
  return (
    <div data-testid="price-breaks">
      <span className="text-muted-foreground">{t("purchase.breaks")}</span>
      <ul className="flex flex-wrap gap-x-3">
        {breaks.map((step) => (
          <li key={step.minQuantity} data-testid="price-break">
            <bdi>{t("purchase.breaks.from", { count: step.minQuantity })}</bdi>:{" "}
            <Money minor={step.unitPrice} locale={locale} profile={money} />
          </li>
        ))}
      </ul>
    </div>
  );
}
