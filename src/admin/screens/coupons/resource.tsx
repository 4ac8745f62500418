// SPEC §3 coupon, issue #21 item 3, decision 0088: a code, percent (typed as a percentage, held in
// basis points) or a fixed amount, a minimum cart amount, its days (DD/MM/YYYY), a total and a
// per-customer usage limit and the active flag; the list shows its uses and revenue. A used coupon
// is not deleted: the refusal offers to end it.
import { CouponInput, type CouponRow } from "../../../../core/contracts/admin/coupons.ts";
import { defineResource, resourceApi, type FormValues } from "../../kit/define-resource.ts";
import type { FormView } from "../../kit/fields/types.ts";
import { Money, useRate } from "../../kit/money.tsx";
import { useT } from "../../messages.ts";
import { Badge } from "../status-badge.tsx";

/** A coupon's discount as the shop writes it: "10%", or the amount. */
function Discount({ coupon }: { coupon: CouponRow }) {
  const rate = useRate();
  return coupon.type === "percent" ? (
    <bdi className="tabular-nums">{rate(coupon.value)}</bdi>
  ) : (
    <Money minor={coupon.value} />
  );
}

/** Its first and last days, "None" for an open end. */
function Days({ coupon }: { coupon: CouponRow }) {
  const t = useT();
  return (
    <bdi dir="ltr" className="whitespace-nowrap tabular-nums">
      {coupon.startsOn ?? t("admin.coupons.noDate")} – {coupon.endsOn ?? t("admin.coupons.noDate")}
    </bdi>
  );
}

/** Active or ended. */
function StateBadge({ coupon }: { coupon: CouponRow }) {
  const t = useT();
  return coupon.state === "active" ? (
    <Badge tone="good" testId="coupon-state">
      {t("admin.coupons.state.active")}
    </Badge>
  ) : (
    <Badge tone="plain" testId="coupon-state">
      {t("admin.coupons.state.ended")}
    </Badge>
  );
}

const isType = (kind: string) => (view: FormView) => view.values.type === kind;

export default defineResource<CouponRow, CouponRow, typeof CouponInput.inferIn, FormValues>({
  path: "coupons",
  title: "admin.nav.coupons",
  addTitle: "admin.coupons.add",
  editTitle: "admin.coupons.edit",
  defaultSort: "code",
  api: resourceApi("coupons"),
  columns: [
    {
      id: "code",
      header: "admin.coupons.code",
      isSortable: true,
      isTitle: true,
      cell: (coupon) => <bdi dir="ltr">{coupon.code}</bdi>,
    },
    {
      id: "value",
      header: "admin.coupons.value",
      isSortable: true,
      align: "end",
      cell: (coupon) => <Discount coupon={coupon} />,
    },
    { id: "startsAt", header: "admin.coupons.period", isSortable: true, cell: (coupon) => <Days coupon={coupon} /> },
    { id: "uses", header: "admin.coupons.uses", isSortable: true, align: "end", cell: (coupon) => coupon.uses },
    {
      id: "revenue",
      header: "admin.coupons.revenue",
      isSortable: true,
      align: "end",
      cell: (coupon) => <Money minor={coupon.revenue} />,
    },
    { id: "state", header: "admin.coupons.state", cell: (coupon) => <StateBadge coupon={coupon} /> },
  ],
  rowLabel: (coupon) => coupon.code,
  filters: [
    {
      kind: "select",
      name: "state",
      label: "admin.coupons.state",
      all: "admin.coupons.state.all",
      options: [
        { value: "active", label: "admin.coupons.state.active" },
        { value: "ended", label: "admin.coupons.state.ended" },
      ],
    },
  ],
  deleteRefusal: {
    code: "coupon_used",
    action: "admin.coupons.endIt",
    done: "admin.coupons.ended",
    run: (client, id) => client.api.admin.coupons[":id"].$patch({ param: { id }, json: { active: false } }),
  },
  form: {
    contract: CouponInput,
    empty: {
      code: "",
      type: "",
      value: null,
      minCartAmount: null,
      startsOn: "",
      endsOn: "",
      usageLimit: null,
      perCustomerLimit: null,
      active: true,
    },
    fromDetail: (coupon: CouponRow) => ({
      code: coupon.code,
      type: coupon.type,
      value: coupon.value,
      minCartAmount: coupon.minCartAmount,
      startsOn: coupon.startsOn ?? "",
      endsOn: coupon.endsOn ?? "",
      usageLimit: coupon.usageLimit,
      perCustomerLimit: coupon.perCustomerLimit,
      active: coupon.active,
    }),
    sections: [
      {
        title: "admin.form.details",
        fields: [
          {
            kind: "text",
            name: "code",
            label: "admin.coupons.code",
            hint: "admin.coupons.codeHint",
            isRequired: true,
            maxLength: 40,
            dir: "ltr",
          },
          {
            kind: "select",
            name: "type",
            label: "admin.coupons.type",
            isRequired: true,
            placeholder: "admin.coupons.type.choose",
            options: [
              { value: "percent", label: "admin.coupons.type.percent" },
              { value: "fixed", label: "admin.coupons.type.fixed" },
            ],
          },
          // One value, drawn as a percentage or an amount by the type (sent by the field shown)
          {
            kind: "percent",
            name: "value",
            label: "admin.coupons.percentValue",
            hint: "admin.coupons.percentValueHint",
            isRequired: true,
            shownWhen: isType("percent"),
          },
          {
            kind: "money",
            name: "value",
            label: "admin.coupons.fixedValue",
            hint: "admin.coupons.fixedValueHint",
            isRequired: true,
            shownWhen: isType("fixed"),
          },
          {
            kind: "money",
            name: "minCartAmount",
            label: "admin.coupons.minCartAmount",
            hint: "admin.coupons.minCartAmountHint",
          },
          { kind: "checkbox", name: "active", label: "admin.coupons.active", hint: "admin.coupons.activeHint" },
        ],
      },
      {
        title: "admin.coupons.dates",
        fields: [
          {
            kind: "text",
            name: "startsOn",
            label: "admin.coupons.startsOn",
            hint: "admin.coupons.dateHint",
            dir: "ltr",
            inputMode: "numeric",
            maxLength: 10,
          },
          {
            kind: "text",
            name: "endsOn",
            label: "admin.coupons.endsOn",
            hint: "admin.coupons.dateHint",
            dir: "ltr",
            inputMode: "numeric",
            maxLength: 10,
          },
          {
            kind: "number",
            name: "usageLimit",
            label: "admin.coupons.usageLimit",
            hint: "admin.coupons.usageLimitHint",
            min: 1,
          },
          {
            kind: "number",
            name: "perCustomerLimit",
            label: "admin.coupons.perCustomerLimit",
            hint: "admin.coupons.perCustomerLimitHint",
            min: 1,
          },
        ],
      },
    ],
  },
});
