// SPEC §3 Payment method (name, display name, note, logo, provider, gateway, online and instalments
// flags, min and max limits; kinds cash, bank transfer, check, online, installments), SPEC §2
// settings/payment-methods, `/add` and `/{id}` over /api/admin/payment-methods (decision 0089). The
// kind sets the online and instalments flags; an online method is switched on only where this shop
// has its gateway's keys, and the form says so beside the disabled switch.
import { Link } from "@tanstack/react-router";
import { paymentGateways, paymentKinds, type PaymentKind } from "../../../../core/checkout/payment-methods.ts";
import {
  isOnlineKind,
  PaymentMethodInput,
  type PaymentGatewayState,
  type PaymentMethodDetail,
  type PaymentMethodRow,
} from "../../../../core/contracts/admin/payment-methods.ts";
import { defineResource, resourceApi, type FormValues } from "../../kit/define-resource.ts";
import type { FormView } from "../../kit/fields/types.ts";
import { Money } from "../../kit/money.tsx";
import { useT } from "../../messages.ts";
import { paymentKindLabels } from "./messages.ts";
import { Badge, RowImage } from "../status-badge.tsx";

/** The assign-zones screen of a method (SPEC §2 settings/payment-methods/assign-zones/{id}). */
export const assignZonesPath = (id: number | string) => `settings/payment-methods/assign-zones/${id}`;

const isOnlineChoice = (kind: unknown) =>
  (paymentKinds as readonly unknown[]).includes(kind) && isOnlineKind(kind as PaymentKind);

/** Why the active switch cannot be ticked: an online kind through a gateway this shop has no keys for. */
function noKeysReason({ values, extra }: FormView) {
  if (!isOnlineChoice(values.kind)) return undefined;
  const gateway = (extra as PaymentGatewayState[]).find((state) => state.gateway === values.gateway);
  const isTakeable = values.kind === "installments" ? gateway?.takesInstallments : gateway?.takesOnline;
  return isTakeable ? undefined : "admin.paymentMethods.noKeys";
}

function Kind({ method }: { method: PaymentMethodRow }) {
  const t = useT();
  return (
    <span className="flex flex-wrap items-center gap-1">
      {t(paymentKindLabels[method.kind])}
      {method.provider && (
        <bdi className="text-xs text-muted-foreground" dir="auto">
          {method.provider}
        </bdi>
      )}
    </span>
  );
}

function State({ method }: { method: PaymentMethodRow }) {
  const t = useT();
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={method.active ? "good" : "plain"}>
        {t(method.active ? "admin.paymentMethods.active" : "admin.paymentMethods.inactive")}
      </Badge>
      {method.isOnline && <Badge tone="busy">{t("admin.paymentMethods.online")}</Badge>}
      {method.hasInstallments && <Badge tone="busy">{t("admin.paymentMethods.installments")}</Badge>}
    </span>
  );
}

/** How many zones offer the method, linking to its assign-zones screen (named in full for screen readers). */
function Zones({ method }: { method: PaymentMethodRow }) {
  const t = useT();
  return (
    <Link to={`/${assignZonesPath(method.id)}`} className="underline underline-offset-4" data-testid="assign-zones">
      <span data-testid="zone-count">{method.zoneCount}</span>
      <span className="sr-only">
        {" "}
        – {t("admin.paymentMethods.assignZones")}: {method.displayName}
      </span>
    </Link>
  );
}

const texts = (detail: PaymentMethodDetail["translations"]["en"]) => ({
  displayName: detail.displayName,
  note: detail.note ?? "",
});

export default defineResource<PaymentMethodRow, PaymentMethodDetail, typeof PaymentMethodInput.inferIn, FormValues>({
  path: "settings/payment-methods",
  title: "admin.settings.tab.paymentMethods",
  addTitle: "admin.paymentMethods.add",
  editTitle: "admin.paymentMethods.edit",
  defaultSort: "position",
  api: resourceApi("payment-methods"),
  columns: [
    { id: "logo", header: "admin.paymentMethods.logo", cell: (method) => <RowImage image={method.logo} /> },
    {
      id: "name",
      header: "admin.paymentMethods.displayName",
      isSortable: true,
      isTitle: true,
      cell: (method) => method.displayName,
    },
    { id: "kind", header: "admin.paymentMethods.kind", isSortable: true, cell: (method) => <Kind method={method} /> },
    {
      id: "minLimit",
      header: "admin.paymentMethods.minLimit",
      align: "end",
      cell: (method) => <Money minor={method.minLimit} />,
    },
    {
      id: "maxLimit",
      header: "admin.paymentMethods.maxLimit",
      align: "end",
      cell: (method) => <Money minor={method.maxLimit} />,
    },
    { id: "state", header: "admin.fields.status", cell: (method) => <State method={method} /> },
    { id: "zones", header: "admin.paymentMethods.zones", align: "end", cell: (method) => <Zones method={method} /> },
    { id: "orders", header: "admin.paymentMethods.orders", align: "end", cell: (method) => method.orderCount },
    {
      id: "position",
      header: "admin.paymentMethods.position",
      isSortable: true,
      align: "end",
      cell: (method) => method.position,
    },
  ],
  rowLabel: (method) => method.displayName,
  form: {
    contract: PaymentMethodInput,
    empty: {
      name: "",
      kind: "",
      provider: "",
      gateway: "",
      logoImageId: null,
      minLimit: null,
      maxLimit: null,
      active: true,
      position: 0,
      translations: { en: { displayName: "", note: "" }, ar: { displayName: "", note: "" } },
    },
    fromDetail: (method) => ({
      name: method.name,
      kind: method.kind,
      provider: method.provider ?? "",
      gateway: method.gateway ?? "",
      logoImageId: method.logoImageId,
      minLimit: method.minLimit,
      maxLimit: method.maxLimit,
      active: method.active,
      position: method.position,
      translations: { en: texts(method.translations.en), ar: texts(method.translations.ar) },
    }),
    // Both languages are sent (both are required); an offline kind clears a provider and gateway
    // it may have had (their fields are hidden for it, so not sent).
    toInput: (values: FormValues) =>
      (isOnlineChoice(values.kind) ? values : { ...values, provider: null, gateway: null }) as never,
    extra: (client) => client.api.admin["payment-gateways"].$get(),
    editLinks: [
      {
        label: "admin.paymentMethods.assignZones",
        path: (id) => assignZonesPath(id),
        testId: "assign-zones-link",
      },
    ],
    sections: [
      {
        title: "admin.form.texts",
        hint: "admin.paymentMethods.textsHint",
        fields: [
          {
            kind: "texts",
            name: "displayName",
            label: "admin.paymentMethods.displayName",
            isRequired: true,
            isRequiredEverywhere: true,
            maxLength: 100,
          },
          { kind: "texts", name: "note", label: "admin.paymentMethods.note", maxLength: 500 },
        ],
      },
      {
        title: "admin.paymentMethods.payment",
        fields: [
          {
            kind: "text",
            name: "name",
            label: "admin.paymentMethods.name",
            hint: "admin.paymentMethods.nameHint",
            isRequired: true,
            dir: "ltr",
            maxLength: 60,
          },
          {
            kind: "select",
            name: "kind",
            label: "admin.paymentMethods.kind",
            isRequired: true,
            placeholder: "admin.paymentMethods.kind.choose",
            options: paymentKinds.map((kind) => ({ value: kind, label: paymentKindLabels[kind] })),
          },
          {
            kind: "text",
            name: "provider",
            label: "admin.paymentMethods.provider",
            hint: "admin.paymentMethods.providerHint",
            isRequired: true,
            maxLength: 60,
            shownWhen: ({ values }) => isOnlineChoice(values.kind),
          },
          {
            kind: "select",
            name: "gateway",
            label: "admin.paymentMethods.gateway",
            isRequired: true,
            placeholder: "admin.paymentMethods.gateway.none",
            options: paymentGateways.map((gateway) => ({
              value: gateway,
              label: `admin.paymentMethods.gateway.${gateway}` as const,
            })),
            shownWhen: ({ values }) => isOnlineChoice(values.kind),
          },
          { kind: "image", name: "logoImageId", label: "admin.paymentMethods.logo" },
          {
            kind: "checkbox",
            name: "active",
            label: "admin.paymentMethods.active",
            hint: "admin.paymentMethods.activeHint",
            disabledWhen: noKeysReason,
          },
        ],
      },
      {
        title: "admin.paymentMethods.limits",
        hint: "admin.paymentMethods.limitsHint",
        fields: [
          { kind: "money", name: "minLimit", label: "admin.paymentMethods.minLimit" },
          { kind: "money", name: "maxLimit", label: "admin.paymentMethods.maxLimit" },
          {
            kind: "number",
            name: "position",
            label: "admin.paymentMethods.position",
            hint: "admin.paymentMethods.positionHint",
            min: 0,
          },
        ],
      },
    ],
  },
});
