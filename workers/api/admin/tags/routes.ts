import { TagInput, TagListQuery, TagPatch } from "../../../../core/contracts/admin/tags.ts";
import { resourceRoutes } from "../resource-routes.ts";
import { getTag, listTags } from "./list-tags.ts";
import { createTag, deleteTag, updateTag } from "./write-tag.ts";

/** /api/admin/tags (SPEC §3 Tag; the admin "tags" screens), on the admin resource convention (decision 0054). */
export const tags = resourceRoutes({
  contracts: { listQuery: TagListQuery, input: TagInput, patch: TagPatch },
  list: (r, query) => listTags(r.db, query, r.locale),
  read: (r, id) => getTag(r.db, id),
  create: (r, input) => createTag(r.db, input, r.t),
  update: (r, id, { input }) => updateTag(r.db, id, input, r.t),
  remove: (r, id) => deleteTag(r.db, id, r.t),
});
