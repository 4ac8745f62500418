import {
  OptionGroupInput,
  OptionGroupListQuery,
  OptionGroupPatch,
} from "../../../../core/contracts/admin/option-groups.ts";
import { useTranslations } from "../../../../i18n/index.ts";
import { getDb } from "../../../lib/db.ts";
import { AppError } from "../../../lib/errors.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { access } from "../../auth/access.ts";
import { catalogueRoutes } from "../catalogue-routes.ts";
import { getOptionGroup, listOptionGroups } from "./list-option-groups.ts";
import { createOptionGroup, deleteOptionGroup, updateOptionGroup } from "./write-option-group.ts";

/**
 * /api/admin/option-groups (the admin "options" screens; SPEC §3 Option group): groups with their
 * selection rules and choices (decision 0058). Built with `catalogueRoutes()`: a changed choice
 * shows on the product pages that offer the group on the next request.
 */
export const optionGroups = catalogueRoutes()
  .get("/", access("admin"), validate(OptionGroupListQuery, { target: "query" }), async (c) =>
    ok(c, await listOptionGroups(getDb(c.env), c.req.valid("query"), requestLocale(c.req.raw, c.env))),
  )
  .post("/", access("admin"), validate(OptionGroupInput), async (c) => {
    const db = getDb(c.env);
    const id = await createOptionGroup(db, c.req.valid("json"));
    return ok(c, await readOptionGroup(db, id), { status: 201 });
  })
  .get("/:id", access("admin"), async (c) => ok(c, await readOptionGroup(getDb(c.env), pathId(c))))
  .put("/:id", access("admin"), validate(OptionGroupInput), async (c) => {
    const db = getDb(c.env);
    const input = c.req.valid("json");
    // PUT replaces the group whole: no maximum given is no upper bound, no flag is not required
    const whole = { ...input, maxSelections: input.maxSelections ?? null, isRequired: input.isRequired ?? false };
    await updateOptionGroup(db, pathId(c), whole, translator(c));
    return ok(c, await readOptionGroup(db, pathId(c)));
  })
  .patch("/:id", access("admin"), validate(OptionGroupPatch), async (c) => {
    const db = getDb(c.env);
    await updateOptionGroup(db, pathId(c), c.req.valid("json"), translator(c));
    return ok(c, await readOptionGroup(db, pathId(c)));
  })
  .delete("/:id", access("admin"), async (c) => {
    await deleteOptionGroup(getDb(c.env), pathId(c), translator(c));
    return ok(c, null);
  });

const translator = (c: { req: { raw: Request }; env: Env }) => useTranslations(requestLocale(c.req.raw, c.env));

async function readOptionGroup(db: ReturnType<typeof getDb>, id: number) {
  const group = await getOptionGroup(db, id);
  if (!group) throw new AppError("not_found");
  return group;
}
