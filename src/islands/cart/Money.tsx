import type { Locale } from "../../../core/profiles.ts";
import { moneyParts, type MoneyProfile } from "../../../i18n/money.ts";

interface Props {
  minor: number;
  locale: Locale;
  profile: MoneyProfile;
  isSigned?: boolean;
}

/** Money in an island, drawn as src/components/Money.astro draws it (decision 0030). */
export function Money({ minor, locale, profile, isSigned = false }: Props) {
  const parts = moneyParts(minor, locale, profile, { isSigned });
  const hasOwnFont = parts.symbol !== parts.text;
  const sign = hasOwnFont ? (
    <span data-currency-sign>
      <span aria-hidden="true" className="in-[.no-currency-font]:hidden">
        {parts.symbol}
      </span>
      <span className="sr-only in-[.no-currency-font]:not-sr-only">{parts.text}</span>
    </span>
  ) : (
    parts.text
  );
  return (
    <span dir={parts.dir} className="relative whitespace-nowrap" data-money>
      {!parts.isSignFirst && parts.amount + parts.gap}
      {sign}
      {parts.isSignFirst && parts.gap + parts.amount}
    </span>
  );
}
