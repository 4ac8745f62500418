// A list's quantity breaks (decision 0101): one of the list's prices chosen, its breaks (a minimum
// quantity and the unit price from it) edited with the kit's list field and saved whole through
// PUT /api/admin/price-breaks.
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { PriceBreaksInput, type PriceListPriceRow } from "../../../../core/contracts/admin/price-lists.ts";
import { inputClass } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/utils.ts";
import { answerOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { ScreenFailed, ScreenLoading } from "../../kit/screen-states.tsx";
import { useT } from "../../messages.ts";
import { OrderForm } from "../orders/OrderForm.tsx";

const keyOf = (price: Pick<PriceListPriceRow, "productId" | "variantId">) =>
  `${price.productId}:${price.variantId ?? ""}`;

export function BreaksForm({ listId, prices }: { listId: string; prices: readonly PriceListPriceRow[] }) {
  const t = useT();
  const id = useId();
  const [chosen, setChosen] = useState("");
  const price = prices.find((row) => keyOf(row) === chosen);
  return (
    <section className="flex flex-col gap-3 rounded-lg border p-4" aria-labelledby={`${id}-title`} data-testid="breaks">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("admin.priceBreaks.title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("admin.priceBreaks.hint")}</p>
      <label htmlFor={id} className="font-medium">
        {t("admin.priceBreaks.price")}
      </label>
      <select
        id={id}
        className={cn(inputClass, "max-w-md")}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        data-testid="breaks-price"
      >
        <option value="">{t("admin.priceBreaks.choose")}</option>
        {prices.map((row) => (
          <option key={keyOf(row)} value={keyOf(row)}>
            {row.variantCode ? `${row.title} (${row.sku} / ${row.variantCode})` : `${row.title} (${row.sku})`}
          </option>
        ))}
      </select>
      {price && <PriceBreaks key={chosen} listId={listId} price={price} />}
    </section>
  );
}

function PriceBreaks({ listId, price }: { listId: string; price: PriceListPriceRow }) {
  const { client, failureTexts } = useAdmin();
  const api = client.api.admin["price-breaks"];
  const query = { productId: String(price.productId), listId };
  const breaks = useQuery({
    queryKey: ["price-lists", "breaks", query],
    queryFn: () => answerOf(api.$get({ query }), failureTexts),
  });
  if (breaks.isPending) return <ScreenLoading />;
  if (breaks.isError) return <ScreenFailed reset={() => void breaks.refetch()} />;
  const steps = breaks.data
    .filter((step) => step.variantId === price.variantId)
    .map((step) => ({ minQuantity: step.minQuantity, unitPrice: step.unitPrice }));
  return (
    <OrderForm<unknown>
      contract={PriceBreaksInput as never}
      initial={{ listId: Number(listId), productId: price.productId, variantId: price.variantId, breaks: steps }}
      sections={[
        {
          title: "admin.priceBreaks.title",
          fields: [
            {
              kind: "list",
              name: "breaks",
              label: "admin.priceBreaks.title",
              itemLabel: "admin.priceBreaks.step",
              addLabel: "admin.priceBreaks.add",
              newItem: () => ({ minQuantity: null, unitPrice: null }),
              fields: [
                {
                  kind: "number",
                  name: "minQuantity",
                  label: "admin.priceBreaks.minQuantityLabel",
                  min: 2,
                  isRequired: true,
                },
                { kind: "money", name: "unitPrice", label: "admin.priceLists.unitPrice", isRequired: true },
              ],
            },
          ],
        },
      ]}
      send={(json) => api.$put({ json })}
      onSaved={async () => {
        await breaks.refetch();
      }}
      done="admin.form.saved"
      submit="admin.form.save"
      testId="breaks-form"
    />
  );
}
