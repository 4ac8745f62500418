import { eq, sql } from "drizzle-orm";
import type { TagInput, TagPatch } from "../../../../core/contracts/admin/tags.ts";
import type { Db } from "../../../../db/client.ts";
import { productTags, tags, tagTranslations } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import {
  deleteUnlessUsed,
  insertedId,
  refusingTaken,
  takenTexts,
  translationWrites,
  type Translate,
} from "../resource-kit.ts";

/** A name once per language (the schema's unique (locale, name)). */
const uniqueTexts = { name: "perLocale" } as const;

/** Runs a tag's write, a name another tag holds refused at its field. */
function refusing<T>(db: Db, write: () => Promise<T>, id: number | undefined, input: TagPatch, t: Translate) {
  return refusingTaken(write, {}, t, () =>
    takenTexts(db, tagTranslations, tagTranslations.tagId, id, input.translations ?? {}, uniqueTexts),
  );
}

/** Creates a tag and its names in one batch; answers its id. */
export async function createTag(db: Db, input: TagInput, t: Translate) {
  const [[created]] = await refusing(
    db,
    () =>
      db.batch([
        db.insert(tags).values({}).returning({ id: tags.id }),
        ...translationWrites(db, tagTranslations, tagTranslations.tagId, insertedId(tags), input.translations),
      ]),
    undefined,
    input,
    t,
  );
  if (!created) throw new Error("The tag insert returned no row");
  return created.id;
}

/** Replaces (PUT) or changes (PATCH) a tag's names per language. */
export async function updateTag(db: Db, id: number, input: TagPatch, t: Translate) {
  if (!(await db.$count(tags, eq(tags.id, id)))) throw new AppError("not_found");
  await refusing(
    db,
    () =>
      db.batch([
        db.update(tags).set({ updatedAt: Date.now() }).where(eq(tags.id, id)),
        ...(input.translations
          ? translationWrites(db, tagTranslations, tagTranslations.tagId, id, input.translations)
          : []),
      ]),
    id,
    input,
    t,
  );
}

/** Deletes a tag no product carries (SPEC §8 "Problem deleting tag" otherwise). */
export function deleteTag(db: Db, id: number, t: Translate) {
  return deleteUnlessUsed(
    db,
    tags,
    id,
    [sql`select 1 from ${productTags} where ${productTags.tagId} = ${id}`],
    t("admin.nouns.tag"),
  );
}
