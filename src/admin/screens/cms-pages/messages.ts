import type { MessageKey } from "../../../../i18n/index.ts";
import { pageLayouts, pagePriorities } from "../../../../core/contracts/admin/content-pages.ts";

/** What the dynamic content screens say, beyond the kit's texts (SPEC §2 settings/cms-pages). */
export const cmsPageMessages = [
  "admin.cmsPages.add",
  "admin.cmsPages.addSubPage",
  "admin.cmsPages.edit",
  "admin.cmsPages.title",
  "admin.cmsPages.url",
  "admin.cmsPages.urlHint",
  "admin.cmsPages.layout",
  "admin.cmsPages.layout.all",
  "admin.cmsPages.layout.choose",
  ...pageLayouts.map((layout) => `admin.cmsPages.layout.${layout}` as const),
  "admin.cmsPages.priority",
  "admin.cmsPages.priority.choose",
  ...pagePriorities.map((priority) => `admin.cmsPages.priority.${priority}` as const),
  "admin.cmsPages.active",
  "admin.cmsPages.activeHint",
  "admin.cmsPages.inactive",
  "admin.cmsPages.parent",
  "admin.cmsPages.parentHint",
  "admin.cmsPages.image",
  "admin.cmsPages.metaTitle",
  "admin.cmsPages.keywords",
  "admin.cmsPages.description",
  "admin.cmsPages.body.en",
  "admin.cmsPages.body.ar",
  "admin.cmsPages.seo",
  "admin.cmsPages.languages",
  "admin.cmsPages.subPages",
  "admin.cmsPages.view",
] as const satisfies readonly MessageKey[];
