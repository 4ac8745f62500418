// The kit's money field (./types.ts `money`): typed in major units of the profile's currency, held
// in minor units (./money.ts), so the form checks and sends what the API's contract takes. A
// percentage (`percent`) is typed and held the same way: "12.5" % is 1250 basis points.
import { useState } from "react";
import { inputClass } from "../../../components/ui/input.tsx";
import { Labelled } from "../../../islands/forms/fields.tsx";
import { cn } from "../../../lib/utils.ts";
import { useAdmin } from "../../environment.ts";
import { useT } from "../../messages.ts";
import { useBound } from "./KitField.tsx";
import { majorOf, minorOf } from "./money.ts";
import type { KitFieldDescription } from "./types.ts";

/** An amount of money, or a percentage; blank is null (the contract says whether one is needed). */
export function MoneyField({ field }: { field: Extract<KitFieldDescription, { kind: "money" | "percent" }> }) {
  const t = useT();
  const { locale, money } = useAdmin();
  const { control, error, id, change } = useBound<number | null>();
  const [typed, setTyped] = useState(() => majorOf(control.state.value));
  return (
    <Labelled
      id={id}
      label={
        field.kind === "money"
          ? t("admin.money.label", { field: t(field.label), currency: money.currencyText[locale] })
          : t(field.label)
      }
      isRequired={field.isRequired}
      hint={field.hint && t(field.hint)}
      error={error}
    >
      {(aria) => (
        <input
          {...aria}
          id={id}
          name={control.name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={typed}
          placeholder="0.00"
          onBlur={control.handleBlur}
          onChange={(event) => {
            setTyped(event.target.value);
            change(minorOf(event.target.value));
          }}
          className={cn(inputClass, "max-w-40 text-start tabular-nums")}
        />
      )}
    </Labelled>
  );
}
