import { useMemo } from "react";
import { formatMoney, moneyParts, numberLocale } from "../../../i18n/money.ts";
import { useAdmin } from "../environment.ts";

/**
 * An amount of the shop's money in a screen (minor units in, the profile's currency written out,
 * decision 0030), isolated in the direction its sign reads; a dash for none.
 * @example <Money minor={row.grandTotal} />
 */
export function Money({ minor, testId }: { minor: number | null; testId?: string }) {
  const { locale, money } = useAdmin();
  if (minor === null) return "—";
  return (
    <bdi dir={moneyParts(minor, locale, money).dir} className="whitespace-nowrap tabular-nums" data-testid={testId}>
      {formatMoney(minor, locale, money)}
    </bdi>
  );
}

/**
 * A VAT rate from basis points, as the shop writes numbers (Latin digits): "15%", "12.5%".
 * @example const rate = useRate(); rate(1500) // "15%"
 */
export function useRate() {
  const { locale, money } = useAdmin();
  return useMemo(() => {
    const format = new Intl.NumberFormat(numberLocale(locale, money), { style: "percent", maximumFractionDigits: 2 });
    return (basisPoints: number) => format.format(basisPoints / 10_000);
  }, [locale, money]);
}
