// The kit's rich text (./types.ts `richText`): the editor (./RichTextEditor.tsx, Tiptap) is loaded
// only when a screen draws one, so the other screens do not carry it. Until it arrives the
// field shows its HTML read-only. The server cleans what it is sent (decision 0035).
import { lazy, Suspense } from "react";
import { Labelled } from "../../../islands/forms/fields.tsx";
import { inputClass } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/utils.ts";
import { useT } from "../../messages.ts";
import { useBound } from "./KitField.tsx";
import type { KitFieldDescription } from "./types.ts";

const RichTextEditor = lazy(() => import("./RichTextEditor.tsx"));

export function RichTextField({ field }: { field: Extract<KitFieldDescription, { kind: "richText" }> }) {
  const t = useT();
  const { control, error, id, change } = useBound<string | null>();
  const label = t(field.label);
  const dir = field.dir ?? (field.lang === "ar" ? "rtl" : field.lang === "en" ? "ltr" : "auto");
  return (
    <Labelled id={id} label={label} isRequired={field.isRequired} hint={field.hint && t(field.hint)} error={error}>
      {(aria) => (
        <Suspense
          fallback={
            <div
              aria-busy="true"
              lang={field.lang}
              dir={dir}
              className={cn(inputClass, "h-auto min-h-48 py-2 text-sm text-muted-foreground")}
            >
              {t("admin.richText.loading")}
            </div>
          }
        >
          <RichTextEditor
            id={id}
            label={label}
            value={control.state.value ?? ""}
            lang={field.lang}
            dir={dir}
            describedBy={aria["aria-describedby"]}
            isInvalid={aria["aria-invalid"] === true}
            onChange={change}
            onBlur={control.handleBlur}
          />
        </Suspense>
      )}
    </Labelled>
  );
}
