// One of a list's prices (decision 0101): chosen from the list, its unit price changed or the row
// taken off the list (PUT and DELETE /api/admin/price-lists/{id}/prices/item, one row each, so two
// admins on two rows both keep theirs), and its quantity breaks (a minimum quantity and the unit
// price from it) edited with the kit's list field and saved whole through PUT /api/admin/price-breaks.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import {
  PriceBreaksInput,
  PriceListPrice,
  type PriceListPriceRow,
} from "../../../../core/contracts/admin/price-lists.ts";
import { Button } from "../../../components/ui/button.tsx";
import { inputClass } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/utils.ts";
import { toast } from "../../../scripts/toaster.ts";
import { answerOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { ConfirmDelete } from "../../kit/confirm-delete.tsx";
import { ScreenFailed, ScreenLoading } from "../../kit/screen-states.tsx";
import { useT } from "../../messages.ts";
import { OrderForm } from "../orders/OrderForm.tsx";

const keyOf = (price: Pick<PriceListPriceRow, "productId" | "variantId">) =>
  `${price.productId}:${price.variantId ?? ""}`;

/** How a price is named: the product's title and SKU, and the variant's code when it is a variant's. */
export const priceName = (row: PriceListPriceRow) =>
  row.variantCode ? `${row.title} (${row.sku} / ${row.variantCode})` : `${row.title} (${row.sku})`;

export function OnePrice({ listId, prices }: { listId: string; prices: readonly PriceListPriceRow[] }) {
  const t = useT();
  const id = useId();
  const [chosen, setChosen] = useState("");
  const price = prices.find((row) => keyOf(row) === chosen);
  return (
    <section className="flex flex-col gap-3 rounded-lg border p-4" aria-labelledby={`${id}-title`} data-testid="breaks">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("admin.priceLists.onePrice")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("admin.priceLists.onePriceHint")}</p>
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
            {priceName(row)}
          </option>
        ))}
      </select>
      {price && (
        <div key={chosen} className="flex flex-col gap-4">
          <UnitPrice listId={listId} price={price} onRemoved={() => setChosen("")} />
          <PriceBreaks listId={listId} price={price} />
        </div>
      )}
    </section>
  );
}

/** The chosen price's unit price, and taking it off the list. */
function UnitPrice({ listId, price, onRemoved }: { listId: string; price: PriceListPriceRow; onRemoved(): void }) {
  const t = useT();
  const { client, failureTexts } = useAdmin();
  const queryClient = useQueryClient();
  const item = client.api.admin["price-lists"][":id"].prices.item;
  const [isAsked, setAsked] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["price-lists"] });
  const remove = useMutation({
    mutationFn: () => {
      const query = {
        productId: String(price.productId),
        ...(price.variantId === null ? {} : { variantId: String(price.variantId) }),
      };
      return answerOf(item.$delete({ param: { id: listId }, query }), failureTexts);
    },
    onSuccess: async () => {
      toast({ tone: "success", message: t("admin.priceLists.removed") });
      setAsked(false);
      onRemoved();
      await refresh();
    },
    onError: () => setAsked(false),
  });
  return (
    <div className="flex flex-col gap-3">
      <OrderForm<unknown>
        contract={PriceListPrice as never}
        initial={{ productId: price.productId, variantId: price.variantId, unitPrice: price.unitPrice }}
        sections={[
          {
            title: "admin.priceLists.unitPrice",
            fields: [{ kind: "money", name: "unitPrice", label: "admin.priceLists.unitPrice", isRequired: true }],
          },
        ]}
        send={(json) => item.$put({ param: { id: listId }, json })}
        onSaved={refresh}
        done="admin.form.saved"
        submit="admin.priceLists.setPriceSubmit"
        testId="unit-price-form"
      />
      <Button
        type="button"
        variant="outline"
        className="self-start"
        onClick={() => setAsked(true)}
        data-testid="remove-price"
      >
        <Trash2 aria-hidden className="size-4" />
        {t("admin.priceLists.removePrice")}
      </Button>
      <ConfirmDelete
        item={isAsked ? priceName(price) : null}
        isPending={remove.isPending}
        onCancel={() => setAsked(false)}
        onConfirm={() => remove.mutate()}
      />
    </div>
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
          hint: "admin.priceBreaks.hint",
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
