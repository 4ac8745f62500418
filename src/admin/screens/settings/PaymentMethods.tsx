// SPEC §2 settings/payment-methods: the configured methods, read-only for now; adding and editing
// them (`/add`, `/{id}`, `/assign-zones/{id}`) comes with the orders-and-commerce issue, and the
// screen says so (decision 0068).
import { useQuery } from "@tanstack/react-query";
import { formatMoney } from "../../../../i18n/money.ts";
import { answerOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { ListFailed, ScreenHeader, ScreenLoading } from "../../kit/screen-states.tsx";
import { useT } from "../../messages.ts";

export default function PaymentMethods() {
  const t = useT();
  const { client, failureTexts, locale, money } = useAdmin();
  const list = useQuery({
    queryKey: ["settings", "payment-methods"],
    queryFn: () => answerOf(client.api.admin["payment-methods"].$get(), failureTexts),
    meta: { silent: true },
  });
  const limit = (minor: number | null) => (minor === null ? "—" : formatMoney(minor, locale, money));
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t("admin.settings.tab.paymentMethods")} />
      <p className="max-w-prose rounded-lg border border-dashed p-3 text-sm" data-testid="payment-methods-later">
        {t("admin.paymentMethods.readOnly")}
      </p>
      {list.isPending ? (
        <ScreenLoading />
      ) : list.isError ? (
        <ListFailed onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="text-muted-foreground">{t("admin.paymentMethods.empty")}</p>
      ) : (
        // Scrolls sideways on a phone: a region the keyboard can reach and scroll too.
        <div
          className="overflow-x-auto rounded-lg border"
          role="region"
          tabIndex={0}
          aria-label={t("admin.settings.tab.paymentMethods")}
        >
          <table className="w-full text-sm" data-testid="payment-methods">
            <thead className="bg-muted/50">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t("admin.paymentMethods.name")}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t("admin.paymentMethods.kind")}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t("admin.paymentMethods.minLimit")}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t("admin.paymentMethods.maxLimit")}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t("admin.paymentMethods.state")}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((method) => (
                <tr key={method.id} className="border-t">
                  <td className="px-3 py-2">
                    {method.displayName}
                    <span className="block font-mono text-xs text-muted-foreground" dir="ltr">
                      {method.name}
                      {method.provider ? ` · ${method.provider}` : ""}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    {method.isOnline ? t("admin.paymentMethods.online") : t("admin.paymentMethods.offline")}
                  </td>
                  <td className="px-3 py-2 text-end" dir="ltr">
                    {limit(method.minLimit)}
                  </td>
                  <td className="px-3 py-2 text-end" dir="ltr">
                    {limit(method.maxLimit)}
                  </td>
                  <td className="px-3 py-2">
                    {method.active ? t("admin.paymentMethods.active") : t("admin.paymentMethods.inactive")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
