// A price list's prices (decision 0101): the products and variants it prices, a product's price
// added or changed, one price changed, taken off or given breaks, its CSV export, and a CSV import
// that replaces them whole (checked first, each row's problems shown as the products' import shows them).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { Download } from "lucide-react";
import { formatNumber } from "../../../../i18n/money.ts";
import { buttonVariants } from "../../../components/ui/button.tsx";
import { answerOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { AdminApiError } from "../../failure.ts";
import { Money } from "../../kit/money.tsx";
import { ScreenFailed, ScreenHeader, ScreenLoading, ScreenNotFound } from "../../kit/screen-states.tsx";
import { TableRegion } from "../../kit/table-region.tsx";
import { useT } from "../../messages.ts";
import { CsvImportForm, type CsvReport } from "../product-import/CsvImportForm.tsx";
import { PriceListPrice } from "../../../../core/contracts/admin/price-lists.ts";
import { productSource } from "../catalogue-sources.ts";
import { OrderForm } from "../orders/OrderForm.tsx";
import { OnePrice } from "./OnePrice.tsx";

export default function PricesScreen() {
  const t = useT();
  const { client, failureTexts, locale, money } = useAdmin();
  const queryClient = useQueryClient();
  const { id } = useParams({ strict: false }) as { id: string };
  const key = ["price-lists", "prices", id];
  const prices = useQuery({
    queryKey: key,
    queryFn: () => answerOf(client.api.admin["price-lists"][":id"].prices.$get({ param: { id } }), failureTexts),
    meta: { silent: true },
  });
  const number = (value: number) => formatNumber(value, locale, money);
  if (prices.isPending) return <ScreenLoading />;
  if (prices.isError) {
    const status = prices.error instanceof AdminApiError ? prices.error.failure.status : 0;
    return status === 404 ? <ScreenNotFound /> : <ScreenFailed reset={() => void prices.refetch()} />;
  }
  return (
    <div className="flex max-w-4xl flex-col gap-6" data-testid="price-list-prices">
      <ScreenHeader title={t("admin.priceLists.pricesTitle")}>
        <a
          href={`/api/admin/price-lists/${id}/prices.csv`}
          download
          className={buttonVariants({ variant: "outline" })}
          data-testid="export"
        >
          <Download aria-hidden className="size-4" />
          {t("admin.productCsv.export")}
        </a>
      </ScreenHeader>
      <p className="text-muted-foreground">{t("admin.priceLists.pricesIntro")}</p>
      <CsvImportForm<CsvReport>
        importUrl={`/api/admin/price-lists/${id}/prices/import`}
        summary={(report) => t("admin.priceLists.csvRows", { rows: number(report.rows) })}
        done={(report) => t("admin.priceLists.csvImported", { rows: number(report.rows) })}
        onWritten={() => void queryClient.invalidateQueries({ queryKey: ["price-lists"] })}
      />
      {prices.data.length === 0 ? (
        <p className="text-muted-foreground" data-testid="no-prices">
          {t("admin.priceLists.noPrices")}
        </p>
      ) : (
        <TableRegion label={t("admin.priceLists.prices")} testId="prices">
          <thead className="bg-muted/60">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t("admin.priceLists.product")}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium whitespace-nowrap">
                <code dir="ltr">sku</code>
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium whitespace-nowrap">
                <code dir="ltr">variant_code</code>
              </th>
              <th scope="col" className="px-3 py-2 text-end font-medium">
                {t("admin.priceLists.unitPrice")}
              </th>
            </tr>
          </thead>
          <tbody>
            {prices.data.map((price) => (
              <tr key={`${price.productId}-${price.variantId ?? ""}`} className="border-t">
                <td className="px-3 py-2">
                  <bdi>{price.title}</bdi>
                </td>
                <td className="px-3 py-2">
                  <code dir="ltr">{price.sku}</code>
                </td>
                <td className="px-3 py-2">{price.variantCode && <code dir="ltr">{price.variantCode}</code>}</td>
                <td className="px-3 py-2 text-end">
                  <Money minor={price.unitPrice} />
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
      {prices.data.length > 0 && <OnePrice listId={id} prices={prices.data} />}
      <OrderForm<unknown>
        contract={PriceListPrice as never}
        initial={{ productId: null, unitPrice: null }}
        sections={[
          {
            title: "admin.priceLists.setPrice",
            hint: "admin.priceLists.setPriceHint",
            fields: [
              {
                kind: "relation",
                name: "productId",
                label: "admin.priceLists.product",
                isRequired: true,
                source: productSource,
              },
              { kind: "money", name: "unitPrice", label: "admin.priceLists.unitPrice", isRequired: true },
            ],
          },
        ]}
        send={(json) => client.api.admin["price-lists"][":id"].prices.item.$put({ param: { id }, json })}
        onSaved={() => queryClient.invalidateQueries({ queryKey: ["price-lists"] })}
        done="admin.form.saved"
        submit="admin.priceLists.setPriceSubmit"
        testId="set-price-form"
      />
    </div>
  );
}
