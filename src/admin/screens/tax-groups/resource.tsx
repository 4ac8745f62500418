// SPEC §3 tax group (name, rate, default), issue #21 item 4, decision 0087: a name, a rate typed as
// a percentage and held in basis points, and the default, which one group always is.
import { TaxGroupInput, type TaxGroupRow } from "../../../../core/contracts/admin/tax-groups.ts";
import { defineResource, resourceApi, type FormValues } from "../../kit/define-resource.ts";
import { useRate } from "../../kit/money.tsx";
import { useT } from "../../messages.ts";
import { Badge } from "../status-badge.tsx";

/** A group's rate as the shop writes it: "15%". */
function Rate({ basisPoints }: { basisPoints: number }) {
  const rate = useRate();
  return <bdi className="tabular-nums">{rate(basisPoints)}</bdi>;
}

/** The default group's badge beside its name. */
function DefaultBadge() {
  const t = useT();
  return (
    <Badge tone="good" testId="default-badge">
      {t("admin.taxGroups.default")}
    </Badge>
  );
}

export default defineResource<TaxGroupRow, TaxGroupRow, typeof TaxGroupInput.inferIn, FormValues>({
  path: "tax-groups",
  title: "admin.nav.taxGroups",
  addTitle: "admin.taxGroups.add",
  editTitle: "admin.taxGroups.edit",
  defaultSort: "name",
  api: resourceApi("tax-groups"),
  columns: [
    { id: "name", header: "admin.taxGroups.name", isSortable: true, isTitle: true, cell: (group) => group.name },
    {
      id: "rateBasisPoints",
      header: "admin.taxGroups.rate",
      isSortable: true,
      align: "end",
      cell: (group) => <Rate basisPoints={group.rateBasisPoints} />,
    },
    {
      id: "isDefault",
      header: "admin.taxGroups.default",
      cell: (group) => (group.isDefault ? <DefaultBadge /> : null),
    },
    { id: "productCount", header: "admin.taxGroups.products", align: "end", cell: (group) => group.productCount },
  ],
  rowLabel: (group) => group.name,
  form: {
    contract: TaxGroupInput,
    empty: { name: "", rateBasisPoints: null, isDefault: false },
    fromDetail: (group: TaxGroupRow) => ({
      name: group.name,
      rateBasisPoints: group.rateBasisPoints,
      isDefault: group.isDefault,
    }),
    sections: [
      {
        title: "admin.form.details",
        fields: [
          { kind: "text", name: "name", label: "admin.taxGroups.name", isRequired: true, maxLength: 60 },
          {
            kind: "percent",
            name: "rateBasisPoints",
            label: "admin.taxGroups.rate",
            hint: "admin.taxGroups.rateHint",
            isRequired: true,
          },
          {
            kind: "checkbox",
            name: "isDefault",
            label: "admin.taxGroups.isDefault",
            hint: "admin.taxGroups.isDefaultHint",
          },
        ],
      },
    ],
  },
});
