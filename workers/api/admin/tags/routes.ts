import { TagInput, TagListQuery, TagPatch } from "../../../../core/contracts/admin/tags.ts";
import { getDb } from "../../../lib/db.ts";
import { AppError } from "../../../lib/errors.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { access } from "../../auth/access.ts";
import { catalogueRoutes } from "../catalogue-routes.ts";
import { translator } from "../resource-kit.ts";
import { getTag, listTags } from "./list-tags.ts";
import { createTag, deleteTag, updateTag } from "./write-tag.ts";

/** /api/admin/tags (SPEC §3 Tag; the admin "tags" screens), on the admin resource convention (decision 0054). */
export const tags = catalogueRoutes()
  .get("/", access("admin"), validate(TagListQuery, { target: "query" }), async (c) =>
    ok(c, await listTags(getDb(c.env), c.req.valid("query"), requestLocale(c.req.raw, c.env))),
  )
  .post("/", access("admin"), validate(TagInput), async (c) => {
    const db = getDb(c.env);
    const id = await createTag(db, c.req.valid("json"), translator(c));
    return ok(c, await readTag(db, id), { status: 201 });
  })
  .get("/:id", access("admin"), async (c) => ok(c, await readTag(getDb(c.env), pathId(c))))
  .put("/:id", access("admin"), validate(TagInput), async (c) => {
    const db = getDb(c.env);
    await updateTag(db, pathId(c), c.req.valid("json"), translator(c));
    return ok(c, await readTag(db, pathId(c)));
  })
  .patch("/:id", access("admin"), validate(TagPatch), async (c) => {
    const db = getDb(c.env);
    await updateTag(db, pathId(c), c.req.valid("json"), translator(c));
    return ok(c, await readTag(db, pathId(c)));
  })
  .delete("/:id", access("admin"), async (c) => {
    await deleteTag(getDb(c.env), pathId(c), translator(c));
    return ok(c, null);
  });

async function readTag(db: ReturnType<typeof getDb>, id: number) {
  const tag = await getTag(db, id);
  if (!tag) throw new AppError("not_found");
  return tag;
}
