// Price lists in the back office (issue #23 item 2, decision 0101): a name, the first and last day
// it counts (DD/MM/YYYY, either open) and whether it is active; the list shows how many prices it
// holds and how many groups and companies pay it; its prices are on their own screen (./PricesScreen.tsx).
import { PriceListInput, type PriceListRow } from "../../../../core/contracts/admin/price-lists.ts";
import { typedDay } from "../../../../core/validation/rules.ts";
import { defineResource, resourceApi, type FormValues } from "../../kit/define-resource.ts";
import { useT } from "../../messages.ts";
import { Badge } from "../status-badge.tsx";

/** Its first and last days, "None" for an open end. */
function Days({ list }: { list: PriceListRow }) {
  const t = useT();
  return (
    <bdi dir="ltr" className="whitespace-nowrap tabular-nums">
      {typedDay(list.startsOn) || t("admin.coupons.noDate")} – {typedDay(list.endsOn) || t("admin.coupons.noDate")}
    </bdi>
  );
}

/** Active or not. */
function ActiveBadge({ list }: { list: PriceListRow }) {
  const t = useT();
  return list.active ? <Badge tone="good">{t("admin.priceLists.active")}</Badge> : null;
}

const dayField = (name: "startsOn" | "endsOn", label: "admin.coupons.startsOn" | "admin.coupons.endsOn") =>
  ({
    kind: "text",
    name,
    label,
    hint: "admin.coupons.dateHint",
    dir: "ltr",
    inputMode: "numeric",
    maxLength: 10,
  }) as const;

export default defineResource<PriceListRow, PriceListRow, typeof PriceListInput.inferIn, FormValues>({
  path: "price-lists",
  title: "admin.nav.priceLists",
  addTitle: "admin.priceLists.add",
  editTitle: "admin.priceLists.edit",
  defaultSort: "name",
  api: resourceApi("price-lists"),
  columns: [
    { id: "name", header: "admin.priceLists.name", isSortable: true, isTitle: true, cell: (list) => list.name },
    { id: "days", header: "admin.priceLists.days", cell: (list) => <Days list={list} /> },
    { id: "active", header: "admin.priceLists.active", cell: (list) => <ActiveBadge list={list} /> },
    { id: "priceCount", header: "admin.priceLists.prices", align: "end", cell: (list) => list.priceCount },
    {
      id: "assigned",
      header: "admin.priceLists.assigned",
      align: "end",
      cell: (list) => list.groupCount + list.customerCount,
    },
  ],
  rowLabel: (list) => list.name,
  form: {
    contract: PriceListInput,
    editLinks: [{ label: "admin.priceLists.pricesTitle", path: (id) => `price-lists/${id}/prices`, testId: "prices" }],
    empty: { name: "", startsOn: "", endsOn: "", active: true },
    fromDetail: (list: PriceListRow) => ({
      name: list.name,
      startsOn: typedDay(list.startsOn),
      endsOn: typedDay(list.endsOn),
      active: list.active,
    }),
    sections: [
      {
        title: "admin.form.details",
        fields: [
          { kind: "text", name: "name", label: "admin.priceLists.name", isRequired: true, maxLength: 60 },
          { kind: "checkbox", name: "active", label: "admin.priceLists.active", hint: "admin.priceLists.activeHint" },
          dayField("startsOn", "admin.coupons.startsOn"),
          dayField("endsOn", "admin.coupons.endsOn"),
        ],
      },
    ],
  },
});
