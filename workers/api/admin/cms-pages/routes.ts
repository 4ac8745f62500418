import {
  ContentPageInput,
  ContentPageListQuery,
  ContentPagePatch,
} from "../../../../core/contracts/admin/content-pages.ts";
import { getProfile } from "../../../../core/profiles.ts";
import { resourceRoutes } from "../resource-routes.ts";
import { getCmsPage, listCmsPages } from "./list-cms-pages.ts";
import { createCmsPage, deleteCmsPage, updateCmsPage } from "./write-cms-page.ts";

/**
 * /api/admin/cms-pages (SPEC §3 Page / dynamic content; the admin settings/cms-pages screens,
 * decision 0070). Built on `catalogueRoutes()`, so a saved page is served fresh at once.
 */
export const cmsPages = resourceRoutes({
  contracts: { listQuery: ContentPageListQuery, input: ContentPageInput, patch: ContentPagePatch },
  list: (r, query) => listCmsPages(r.db, query, r.locale),
  read: (r, id) => getCmsPage(r.db, id, getProfile(r.env.PROFILE)),
  create: (r, input) => createCmsPage(r.db, input, r.t),
  update: (r, id, { input }) => updateCmsPage(r.db, id, input, r.t),
  remove: (r, id) => deleteCmsPage(r.db, id, r.t),
});
