import {
  PriceBreaksInput,
  PriceBreaksQuery,
  PriceListInput,
  PriceListListQuery,
  PriceListPatch,
  PriceListPrice,
  PriceListPriceKey,
  PriceListPrices,
} from "../../../../core/contracts/admin/price-lists.ts";
import { maxCsvBytes, ProductCsvUpload } from "../../../../core/contracts/admin/product-csv.ts";
import { largeBody } from "../../../lib/http/read-body.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { access } from "../../auth/access.ts";
import { catalogueRoutes } from "../catalogue-routes.ts";
import { translator } from "../resource-kit.ts";
import { resourceRoutes } from "../resource-routes.ts";
import { getPriceList, listPriceLists } from "./list-price-lists.ts";
import { exportPricesCsv, importPricesCsv, listPrices, removePrice, replacePrices, setPrice } from "./list-prices.ts";
import { listPriceBreaks, replacePriceBreaks } from "./price-breaks.ts";
import { createPriceList, deletePriceList, updatePriceList } from "./write-price-list.ts";

/** Room for the multipart envelope around a file at the limit (as the products' import). */
const multipartOverhead = 64 * 1024;

/**
 * /api/admin/price-lists (issue #23 items 2 and 7, decision 0101): the lists, their prices (read,
 * replaced whole, exported and imported as CSV). Catalogue data (decision 0025): a write bumps
 * the catalogue version, as the pages will show a buyer's list (decision 0100's price book).
 */
export const priceListRoutes = resourceRoutes({
  contracts: { listQuery: PriceListListQuery, input: PriceListInput, patch: PriceListPatch },
  list: (r, query) => listPriceLists(r.db, query),
  read: (r, id) => getPriceList(r.db, id),
  create: (r, input) => createPriceList(r.db, input, r.t),
  update: (r, id, { mode, input }) => updatePriceList(r.db, id, input, mode, r.t),
  remove: (r, id) => deletePriceList(r.db, id),
})
  .get("/:id/prices", access("admin"), async (c) => ok(c, await listPrices(c.var.db, pathId(c))))
  .put("/:id/prices", access("admin"), validate(PriceListPrices), async (c) => {
    await replacePrices(c.var.db, pathId(c), c.req.valid("json").prices, translator(c));
    return ok(c, await listPrices(c.var.db, pathId(c)));
  })
  .put("/:id/prices/item", access("admin"), validate(PriceListPrice), async (c) => {
    await setPrice(c.var.db, pathId(c), c.req.valid("json"), translator(c));
    return ok(c, await listPrices(c.var.db, pathId(c)));
  })
  .delete("/:id/prices/item", access("admin"), validate(PriceListPriceKey, { target: "query" }), async (c) => {
    const { productId, variantId } = c.req.valid("query");
    await removePrice(c.var.db, pathId(c), productId, variantId);
    return ok(c, await listPrices(c.var.db, pathId(c)));
  })
  .get("/:id/prices.csv", access("admin"), async (c) => {
    const csv = await exportPricesCsv(c.var.db, pathId(c));
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="price-list-${pathId(c)}.csv"`,
    });
  })
  .post(
    "/:id/prices/import",
    access("admin"),
    largeBody(maxCsvBytes + multipartOverhead, "csv_too_large"),
    validate(ProductCsvUpload),
    async (c) => {
      const { file, dryRun = true } = c.req.valid("json");
      // A dry run, or a file refused, writes nothing: the storefront's cache stays
      if (dryRun) c.set("catalogueUnchanged", true);
      return ok(c, await importPricesCsv(c.var.db, pathId(c), await file.text(), dryRun, translator(c)));
    },
  );

/** /api/admin/price-breaks: a product's breaks on a list's price or the shelf's, replaced per price. */
export const priceBreakRoutes = catalogueRoutes()
  .get("/", access("admin"), validate(PriceBreaksQuery, { target: "query" }), async (c) => {
    const { productId, listId } = c.req.valid("query");
    return ok(c, await listPriceBreaks(c.var.db, productId, listId));
  })
  .put("/", access("admin"), validate(PriceBreaksInput), async (c) =>
    ok(c, await replacePriceBreaks(c.var.db, c.req.valid("json"), translator(c))),
  );
