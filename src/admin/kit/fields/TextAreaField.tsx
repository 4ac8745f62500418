// The kit's long text (./types.ts `textarea`): a plain textarea, as the products' extensive
// description is for now (the API sanitises the HTML it is given, decision 0035).
import { Labelled } from "../../../islands/forms/fields.tsx";
import { inputClass } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/utils.ts";
import { useT } from "../../messages.ts";
import { useBound } from "./KitField.tsx";
import type { KitFieldDescription } from "./types.ts";

export function TextAreaField({ field }: { field: Extract<KitFieldDescription, { kind: "textarea" }> }) {
  const t = useT();
  const { control, error, id, change } = useBound<string | null>();
  return (
    <Labelled
      id={id}
      label={t(field.label)}
      isRequired={field.isRequired}
      hint={field.hint && t(field.hint)}
      error={error}
    >
      {(aria) => (
        <textarea
          {...aria}
          id={id}
          name={control.name}
          rows={field.isProse ? 3 : 6}
          lang={field.lang}
          dir={field.dir ?? "auto"}
          maxLength={field.maxLength}
          value={control.state.value ?? ""}
          onBlur={control.handleBlur}
          onChange={(event) => change(event.target.value)}
          className={cn(inputClass, "h-auto py-2 text-sm", field.isProse ? "min-h-20" : "min-h-32 font-mono")}
        />
      )}
    </Labelled>
  );
}
