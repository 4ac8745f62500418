// SPEC §2 `shipping-zones` (SPEC §3 Shipping zone: name, image, definition method, cities included
// or excluded, rates), issue #21 item 1, decision 0091: a general zone names cities from the
// profile's list; a drawn one is an area on a map (only where the profile lets admins draw); its
// rate bands are one ordered list whose first and last band stay (SPEC §8).
import {
  ShippingZoneInput,
  type ShippingZoneContext,
  type ShippingZoneDetail,
  type ShippingZoneRow,
} from "../../../../core/contracts/admin/shipping-zones.ts";
import { defineResource, resourceApi, type FormValues } from "../../kit/define-resource.ts";
import { majorText, minorOf, wholeOf } from "../../kit/fields/numbers.ts";
import type { FormView } from "../../kit/fields/types.ts";
import { useT } from "../../messages.ts";

type ZoneInputType = typeof ShippingZoneInput.inferIn;
type Corner = { lat: number; lng: number };

/** What the form offers in this profile (its `extra`). */
const contextOf = (view: FormView) => view.extra as ShippingZoneContext | undefined;

const blankRate = () => ({
  minOrderAmount: "",
  maxOrderAmount: "",
  charge: "",
  minDeliveryDays: "",
  maxDeliveryDays: "",
});
const blankCity = () => ({ cityId: "", rule: "include" });
const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * What the API takes from the form's texts: money in minor units, days as whole numbers, a blank
 * max as none, cities by id. What is not a number stays as typed: the contract refuses it at its
 * field before anything is sent.
 */
function toInput(values: FormValues): ZoneInputType {
  const isDrawn = values.definitionMethod === "polygon";
  const rates = (values.rates as FormValues[]).map(({ id, ...rate }) => ({
    ...(id === undefined ? {} : { id }),
    minOrderAmount: minorOf(text(rate.minOrderAmount) || "0"),
    maxOrderAmount: text(rate.maxOrderAmount).trim() ? minorOf(text(rate.maxOrderAmount)) : null,
    charge: minorOf(text(rate.charge)),
    minDeliveryDays: wholeOf(text(rate.minDeliveryDays)),
    maxDeliveryDays: wholeOf(text(rate.maxDeliveryDays)),
  }));
  return {
    name: values.name,
    imageId: values.imageId ?? null,
    definitionMethod: values.definitionMethod,
    priority: values.priority ?? 0,
    polygon: isDrawn ? ((values.polygon as Corner[] | null) ?? []) : null,
    cities: isDrawn
      ? []
      : (values.cities as FormValues[]).map((city) => ({ cityId: wholeOf(text(city.cityId)), rule: city.rule })),
    rates,
  } as unknown as ZoneInputType;
}

const kept = (item: Record<string, unknown>, _index: number, initial: readonly Record<string, unknown>[]) => {
  if (item.id === undefined) return undefined;
  return item.id === initial[0]?.id || item.id === initial.at(-1)?.id
    ? ("admin.shippingZones.rates.firstLast" as const)
    : undefined;
};

export default defineResource<ShippingZoneRow, ShippingZoneDetail, ZoneInputType, FormValues>({
  path: "shipping-zones",
  title: "admin.nav.shippingZones",
  addTitle: "admin.shippingZones.add",
  editTitle: "admin.shippingZones.edit",
  defaultSort: "name",
  api: resourceApi("shipping-zones"),
  columns: [
    { id: "area", header: "admin.shippingZones.area", cell: (zone) => <ZoneThumbnail zone={zone} /> },
    { id: "name", header: "admin.shippingZones.name", isSortable: true, isTitle: true, cell: (zone) => zone.name },
    { id: "method", header: "admin.shippingZones.method", cell: (zone) => <MethodCell zone={zone} /> },
    {
      id: "priority",
      header: "admin.shippingZones.priority",
      isSortable: true,
      align: "end",
      cell: (zone) => zone.priority,
    },
    { id: "rateCount", header: "admin.shippingZones.rates", align: "end", cell: (zone) => zone.rateCount },
  ],
  rowLabel: (zone) => zone.name,
  form: {
    contract: ShippingZoneInput,
    extra: (client) => client.api.admin["shipping-zone-context"].$get(),
    empty: {
      name: "",
      imageId: null,
      definitionMethod: "general",
      priority: 0,
      polygon: null,
      cities: [],
      rates: [blankRate()],
    },
    fromDetail: (zone) => ({
      // Not sent (toInput names what is): tells the map which drawn zone is this one
      id: zone.id,
      name: zone.name,
      imageId: zone.imageId,
      definitionMethod: zone.definitionMethod,
      priority: zone.priority,
      polygon: zone.polygon,
      cities: zone.cities.map((city) => ({ cityId: String(city.cityId), rule: city.rule })),
      rates: zone.rates.map((rate) => ({
        id: rate.id,
        minOrderAmount: majorText(rate.minOrderAmount),
        maxOrderAmount: rate.maxOrderAmount === null ? "" : majorText(rate.maxOrderAmount),
        charge: majorText(rate.charge),
        minDeliveryDays: String(rate.minDeliveryDays),
        maxDeliveryDays: String(rate.maxDeliveryDays),
      })),
    }),
    toInput,
    sections: [
      {
        title: "admin.form.details",
        fields: [
          { kind: "text", name: "name", label: "admin.shippingZones.name", isRequired: true, maxLength: 100 },
          { kind: "image", name: "imageId", label: "admin.fields.image" },
          {
            kind: "select",
            name: "definitionMethod",
            label: "admin.shippingZones.method",
            isRequired: true,
            placeholder: "admin.shippingZones.method.choose",
            // A drawn zone only where the profile lets admins draw (a stored one keeps its choice)
            options: (view) => [
              { value: "general", label: "admin.shippingZones.method.general" },
              ...(contextOf(view)?.canDraw || view.values.definitionMethod === "polygon"
                ? [{ value: "polygon", label: "admin.shippingZones.method.polygon" } as const]
                : []),
            ],
          },
          {
            kind: "number",
            name: "priority",
            label: "admin.shippingZones.priority",
            hint: "admin.shippingZones.priorityHint",
            min: 0,
          },
        ],
      },
      {
        title: "admin.shippingZones.area",
        fields: [
          {
            kind: "polygon",
            name: "polygon",
            label: "admin.shippingZones.polygon",
            hint: "admin.shippingZones.polygonHint",
            isRequired: true,
            shownWhen: (view) => view.values.definitionMethod === "polygon",
            map: (view) => {
              const context = contextOf(view);
              const id = view.values.id;
              return {
                bounds: context?.bounds ?? { south: -60, west: -180, north: 75, east: 180 },
                others: (context?.drawn ?? []).filter((zone) => zone.id !== id),
              };
            },
          },
          {
            kind: "list",
            name: "cities",
            label: "admin.shippingZones.cities",
            hint: "admin.shippingZones.citiesHint",
            shownWhen: (view) =>
              view.values.definitionMethod !== "polygon" && (contextOf(view)?.cities.length ?? 0) > 0,
            itemLabel: "admin.shippingZones.city",
            addLabel: "admin.shippingZones.addCity",
            newItem: blankCity,
            fields: [
              {
                kind: "select",
                name: "cityId",
                label: "admin.shippingZones.city",
                isRequired: true,
                placeholder: "admin.shippingZones.city.choose",
                options: (view) =>
                  (contextOf(view)?.cities ?? []).map((city) => ({ value: String(city.id), text: city.name })),
              },
              {
                kind: "select",
                name: "rule",
                label: "admin.shippingZones.rule",
                isRequired: true,
                placeholder: "admin.shippingZones.rule",
                options: [
                  { value: "include", label: "admin.shippingZones.rule.include" },
                  { value: "exclude", label: "admin.shippingZones.rule.exclude" },
                ],
              },
            ],
          },
        ],
      },
      {
        title: "admin.shippingZones.rates",
        hint: "admin.shippingZones.ratesHint",
        fields: [
          {
            kind: "list",
            name: "rates",
            label: "admin.shippingZones.rates",
            isRequired: true,
            itemLabel: "admin.shippingZones.rate",
            addLabel: "admin.shippingZones.addRate",
            newItem: blankRate,
            keptReason: kept,
            fields: [
              ...(["minOrderAmount", "maxOrderAmount", "charge"] as const).map((name) => ({
                kind: "text" as const,
                name,
                label: `admin.shippingZones.${name}` as const,
                ...(name === "maxOrderAmount" ? { hint: "admin.shippingZones.maxOrderAmountHint" as const } : {}),
                isRequired: name !== "maxOrderAmount",
                dir: "ltr" as const,
                inputMode: "decimal" as const,
                maxLength: 16,
              })),
              ...(["minDeliveryDays", "maxDeliveryDays"] as const).map((name) => ({
                kind: "text" as const,
                name,
                label: `admin.shippingZones.${name}` as const,
                isRequired: true,
                dir: "ltr" as const,
                inputMode: "numeric" as const,
                maxLength: 4,
              })),
            ],
          },
        ],
      },
    ],
  },
});

function MethodCell({ zone }: { zone: ShippingZoneRow }) {
  const t = useT();
  if (zone.definitionMethod === "polygon") return <span>{t("admin.shippingZones.method.polygon")}</span>;
  return (
    <span>
      {t("admin.shippingZones.method.general")}
      {zone.cityCount === 0 && (
        <span className="ms-2 text-xs text-muted-foreground">({t("admin.shippingZones.everywhere")})</span>
      )}
    </span>
  );
}

/**
 * A drawn zone's outline, read-only (no map, no tiles: an inline SVG of its corners, north up,
 * longitude scaled by the latitude so the shape is true); nothing for a general zone.
 */
export function ZoneThumbnail({ zone }: { zone: Pick<ShippingZoneRow, "polygon" | "name"> }) {
  const corners = zone.polygon;
  if (!corners || corners.length < 3) return null;
  const scale = Math.cos((corners.reduce((sum, corner) => sum + corner.lat, 0) / corners.length) * (Math.PI / 180));
  const xs = corners.map((corner) => corner.lng * scale);
  const ys = corners.map((corner) => -corner.lat);
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  const size = Math.max(Math.max(...xs) - left, Math.max(...ys) - top) || 1;
  const points = corners.map(
    (_, i) => `${(((xs[i] ?? 0) - left) / size) * 40 + 2},${(((ys[i] ?? 0) - top) / size) * 40 + 2}`,
  );
  return (
    <svg viewBox="0 0 44 44" className="size-11 rounded border bg-muted" aria-hidden data-testid="zone-thumbnail">
      <polygon points={points.join(" ")} className="fill-primary/25 stroke-primary" strokeWidth={1.5} />
    </svg>
  );
}
