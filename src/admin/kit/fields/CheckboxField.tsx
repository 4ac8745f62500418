// The kit's yes-or-no field (./types.ts `checkbox`): a native checkbox with its label beside it,
// its hint and error below, like the kit's other fields; switched off with the reason below it when
// the form's state says it cannot be ticked (`disabledWhen`).
import { useT } from "../../messages.ts";
import { useBound } from "./KitField.tsx";
import type { FormView, KitFieldDescription } from "./types.ts";

export function CheckboxField({
  field,
  view,
}: {
  field: Extract<KitFieldDescription, { kind: "checkbox" }>;
  view: FormView;
}) {
  const t = useT();
  const { control, error, id, change } = useBound<boolean>();
  const hintId = `${id}-hint`;
  const reasonId = `${id}-reason`;
  const errorId = `${id}-error`;
  const reason = field.disabledWhen?.(view);
  const isChecked = control.state.value === true;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium">
        <input
          id={id}
          name={control.name}
          type="checkbox"
          checked={isChecked}
          disabled={reason !== undefined && !isChecked}
          onBlur={control.handleBlur}
          onChange={(event) => change(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [field.hint ? hintId : null, reason ? reasonId : null, error ? errorId : null].filter(Boolean).join(" ") ||
            undefined
          }
          className="size-4 accent-primary"
        />
        {t(field.label)}
      </label>
      {field.hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {t(field.hint)}
        </p>
      )}
      {reason && (
        <p
          id={reasonId}
          className="text-xs text-amber-900 dark:text-amber-200"
          data-testid={`${control.name}-disabled-reason`}
        >
          {t(reason)}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400" data-field-error>
          {error}
        </p>
      )}
    </div>
  );
}
