import { maxCsvBytes, ProductCsvUpload } from "../../../../core/contracts/admin/product-csv.ts";
import { useTranslations } from "../../../../i18n/index.ts";
import { largeBody } from "../../../lib/http/read-body.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { access } from "../../auth/access.ts";
import { catalogueRoutes } from "../catalogue-routes.ts";
import { exportProductsCsv } from "./export-products.ts";
import { importProductsCsv } from "./import-products.ts";

/** Room for the multipart envelope (boundaries, the `dryRun` field) around a file at the limit. */
const multipartOverhead = 64 * 1024;

/**
 * /api/admin/product-csv/export and /import: products and variants as a CSV file (issue #11 item 6,
 * decision 0061). Beside /products, not under it: `/products/export` next to `/products/:id` kept
 * the app off Hono's RegExpRouter (decision 0079).
 * Built with `catalogueRoutes()`: an import shows on the storefront and in search on the next request.
 */
export const productCsv = catalogueRoutes()
  .get("/export", access("admin"), async (c) => {
    const csv = await exportProductsCsv(c.var.db);
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="products-${day}.csv"`,
    });
  })
  .post(
    "/import",
    access("admin"),
    // Refused while streaming, before an oversized file is buffered (413, translated).
    largeBody(maxCsvBytes + multipartOverhead, "csv_too_large"),
    validate(ProductCsvUpload),
    async (c) => {
      const { file, dryRun = true } = c.req.valid("json");
      const locale = requestLocale(c.req.raw, c.env);
      // A dry run, or a file refused, writes nothing: the storefront's cache stays.
      if (dryRun) c.set("catalogueUnchanged", true);
      return ok(c, await importProductsCsv(c.var.db, await file.text(), dryRun, useTranslations(locale)));
    },
  );
