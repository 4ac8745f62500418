import { eq } from "drizzle-orm";
import type { PriceListInput, PriceListPatch } from "../../../../core/contracts/admin/price-lists.ts";
import type { Db } from "../../../../db/client.ts";
import { priceLists } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { failedConstraint, refusingTaken, type Translate } from "../resource-kit.ts";

/** Which input field a unique index of the table stands for. */
const uniqueFields = { price_lists_name: "name" };

/** A PATCH's days against the saved ones: the CHECK refuses them out of order, said at `endsOn`. */
async function refusingDaysOutOfOrder<T>(write: () => Promise<T>, t: Translate) {
  try {
    return await write();
  } catch (error) {
    if (failedConstraint(error, "CHECK")?.includes("price_lists_days_in_order")) {
      throw new AppError("invalid_input", { endsOn: t("admin.coupons.endsBeforeStart") });
    }
    throw error;
  }
}

/** Creates a list and answers its id. */
export async function createPriceList(db: Db, input: PriceListInput, t: Translate) {
  const [created] = await refusingTaken(
    () =>
      db
        .insert(priceLists)
        .values({
          name: input.name,
          startsOn: input.startsOn ?? null,
          endsOn: input.endsOn ?? null,
          active: input.active ?? true,
        })
        .returning({ id: priceLists.id }),
    uniqueFields,
    t,
  );
  if (!created) throw new Error("The price list insert returned no row");
  return created.id;
}

/** Replaces (PUT) or changes (PATCH) a list; a PUT without days or `active` opens the days and activates it. */
export async function updatePriceList(
  db: Db,
  id: number,
  input: PriceListPatch,
  mode: "replace" | "patch",
  t: Translate,
) {
  const change =
    mode === "replace"
      ? {
          name: input.name,
          startsOn: input.startsOn ?? null,
          endsOn: input.endsOn ?? null,
          active: input.active ?? true,
        }
      : input;
  const updated = await refusingTaken(
    () =>
      refusingDaysOutOfOrder(
        () =>
          db
            .update(priceLists)
            .set({ ...change, updatedAt: Date.now() })
            .where(eq(priceLists.id, id))
            .returning({ id: priceLists.id }),
        t,
      ),
    uniqueFields,
    t,
  );
  if (updated.length === 0) throw new AppError("not_found");
}

/** Deletes a list with its prices, breaks and assignments (who paid it pays the next price down). */
export async function deletePriceList(db: Db, id: number) {
  const deleted = await db.delete(priceLists).where(eq(priceLists.id, id)).returning({ id: priceLists.id });
  if (deleted.length === 0) throw new AppError("not_found");
}
