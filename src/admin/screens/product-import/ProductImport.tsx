import { Download } from "lucide-react";
import type { ProductCsvReport } from "../../../../core/contracts/admin/product-csv.ts";
import { formatNumber } from "../../../../i18n/money.ts";
import { buttonVariants } from "../../../components/ui/button.tsx";
import { useAdmin } from "../../environment.ts";
import { ScreenHeader } from "../../kit/screen-states.tsx";
import { useT } from "../../messages.ts";
import { CsvImportForm } from "./CsvImportForm.tsx";

const importUrl = "/api/admin/product-csv/import";
const exportUrl = "/api/admin/product-csv/export";

/**
 * Products import and export (issue #11 item 6, decision 0061): export every product and variant
 * as CSV; check a file and import it (./CsvImportForm.tsx).
 */
export default function ProductImport() {
  const t = useT();
  const { locale, money } = useAdmin();
  const number = (value: number) => formatNumber(value, locale, money);
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <ScreenHeader title={t("admin.productCsv.title")}>
        <a href={exportUrl} download className={buttonVariants({ variant: "outline" })} data-testid="export">
          <Download aria-hidden className="size-4" />
          {t("admin.productCsv.export")}
        </a>
      </ScreenHeader>
      <p className="text-muted-foreground">{t("admin.productCsv.intro")}</p>
      <CsvImportForm<ProductCsvReport>
        importUrl={importUrl}
        summary={(report) =>
          t("admin.productCsv.summary", {
            rows: number(report.rows),
            products: number(report.products),
            variants: number(report.variants),
          })
        }
        done={(report) =>
          t("admin.productCsv.imported", {
            products: t("admin.productCsv.productCount", { count: report.products }),
            variants: t("admin.productCsv.variantCount", { count: report.variants }),
          })
        }
      />
    </div>
  );
}
