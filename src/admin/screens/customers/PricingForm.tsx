// A company's pricing on its page (decision 0101): the customer group it is in and its own price
// list (either none), read and saved through /api/admin/customers/{id}/pricing.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CustomerPricingInput } from "../../../../core/contracts/admin/price-lists.ts";
import { answerOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { ScreenFailed, ScreenLoading } from "../../kit/screen-states.tsx";
import { useT } from "../../messages.ts";
import { OrderForm } from "../orders/OrderForm.tsx";
import { customerGroupSource, priceListSource } from "../price-lists/source.ts";

type Pricing = { groupId: number | null; priceListId: number | null };

export function PricingForm({ id }: { id: string }) {
  const t = useT();
  const { client, failureTexts } = useAdmin();
  const queryClient = useQueryClient();
  const api = client.api.admin.customers[":id"].pricing;
  const key = ["users", "pricing", id];
  const pricing = useQuery({
    queryKey: key,
    queryFn: () => answerOf(api.$get({ param: { id } }), failureTexts),
    meta: { silent: true },
  });
  if (pricing.isPending) return <ScreenLoading />;
  if (pricing.isError) return <ScreenFailed reset={() => void pricing.refetch()} />;
  const data = pricing.data;
  return (
    <>
      <p className="text-sm text-muted-foreground">{t("admin.customers.pricing.hint")}</p>
      <OrderForm<Pricing>
        // A new form once saved: the values as the API now holds them
        key={`${data.groupId}-${data.priceListId}`}
        contract={CustomerPricingInput as never}
        initial={{ groupId: data.groupId, priceListId: data.priceListId }}
        sections={[
          {
            title: "admin.customers.pricing.edit",
            fields: [
              {
                kind: "relation",
                name: "groupId",
                label: "admin.customers.pricing.group",
                source: customerGroupSource,
              },
              {
                kind: "relation",
                name: "priceListId",
                label: "admin.customers.pricing.list",
                hint: "admin.customers.pricing.listHint",
                source: priceListSource,
              },
            ],
          },
        ]}
        send={(json) => api.$put({ param: { id }, json })}
        onSaved={async (saved) => {
          queryClient.setQueryData(key, saved);
          await queryClient.invalidateQueries({ queryKey: ["customer-groups"] });
          await queryClient.invalidateQueries({ queryKey: ["price-lists"] });
        }}
        done="admin.form.saved"
        submit="admin.form.save"
        testId="pricing-form"
      />
    </>
  );
}
