// The kit's map field (./types.ts `polygon`, decision 0091): an area drawn on a map. The map
// (./ZoneMap.tsx: Leaflet with Geoman's drawing tools) is loaded only on a screen that draws one,
// so the other screens do not carry it; until it arrives the field says so.
import { lazy, Suspense } from "react";
import { Labelled } from "../../../islands/forms/fields.tsx";
import { useT } from "../../messages.ts";
import { useBound } from "./KitField.tsx";
import type { FormView, KitFieldDescription } from "./types.ts";

const ZoneMap = lazy(() => import("./ZoneMap.tsx"));

type Corner = { lat: number; lng: number };

export function PolygonField({
  field,
  view,
}: {
  field: Extract<KitFieldDescription, { kind: "polygon" }>;
  view: FormView;
}) {
  const t = useT();
  const { control, error, id, change } = useBound<Corner[] | null>();
  const corners = control.state.value ?? [];
  const map = field.map(view);
  return (
    <Labelled
      id={id}
      label={t(field.label)}
      isRequired={field.isRequired}
      hint={field.hint && t(field.hint)}
      error={error}
    >
      {(aria) => (
        <div className="flex flex-col gap-2">
          <Suspense
            fallback={
              <div aria-busy="true" className="grid h-80 place-items-center rounded-md border bg-muted text-sm">
                {t("admin.polygonField.loading")}
              </div>
            }
          >
            <ZoneMap
              id={id}
              label={t(field.label)}
              value={control.state.value ?? null}
              bounds={map.bounds}
              others={map.others}
              describedBy={aria["aria-describedby"]}
              onChange={change}
            />
          </Suspense>
          <p className="text-sm text-muted-foreground" data-testid="polygon-corners" aria-live="polite">
            {corners.length > 0
              ? t("admin.polygonField.corners", { count: corners.length })
              : t("admin.polygonField.none")}
          </p>
        </div>
      )}
    </Labelled>
  );
}
