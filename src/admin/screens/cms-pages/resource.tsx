// SPEC §2 settings/cms-pages (list), /add, /{layout}/{id} (edit), /{layout}/{id}/add (a sub-page)
// and /{layout}/{id}/{url}; SPEC §3 Page / dynamic content: url or slug, title, priority, language,
// meta title, keywords, description, active, layout, and the rich-text body the server cleans
// (decisions 0035, 0070).
import {
  ContentPageInput,
  pageLayouts,
  pagePriorities,
  type ContentPageDetail,
  type ContentPageRow,
} from "../../../../core/contracts/admin/content-pages.ts";
import { defineResource, resourceApi, withoutBlankLocales, type FormValues } from "../../kit/define-resource.ts";
import type { RelationSource } from "../../kit/fields/types.ts";
import { useT } from "../../messages.ts";

const blankTexts = { url: "", title: "", metaTitle: "", keywords: "", description: "", body: "" };

const textsOf = (texts: ContentPageDetail["translations"]["en"] | undefined) => ({
  url: texts?.url ?? "",
  title: texts?.title ?? "",
  metaTitle: texts?.metaTitle ?? "",
  keywords: texts?.keywords ?? "",
  description: texts?.description ?? "",
  body: texts?.body ?? "",
});

/** Another page, as a sub-page's parent. */
const pageSource: RelationSource<ContentPageRow, ContentPageDetail> = {
  path: "settings/cms-pages",
  list: (client, query) => client.api.admin["cms-pages"].$get({ query }),
  read: (client, id) => client.api.admin["cms-pages"][":id"].$get({ param: { id } }),
  rowLabel: (row) => `${row.title} (/${row.url})`,
  detailLabel: (detail, locale) => (detail.translations[locale as "en" | "ar"] ?? detail.translations.en).title,
};

/** The edit screen of a page: SPEC §2 settings/cms-pages/{layout}/{id}. */
export const pagePath = (page: { layout: string; id: number | string }) =>
  `settings/cms-pages/${page.layout}/${page.id}`;

const pagesApi = resourceApi("cms-pages");

export default defineResource({
  path: "settings/cms-pages",
  title: "admin.settings.tab.cmsPages",
  addTitle: "admin.cmsPages.add",
  editTitle: "admin.cmsPages.edit",
  defaultSort: "-priority",
  rowPath: (page: ContentPageRow) => pagePath(page),
  api: pagesApi,
  columns: [
    { id: "title", header: "admin.cmsPages.title", isSortable: true, isTitle: true, cell: (page) => page.title },
    { id: "url", header: "admin.cmsPages.url", isSortable: true, cell: (page) => <code dir="ltr">/{page.url}</code> },
    {
      id: "layout",
      header: "admin.cmsPages.layout",
      isSortable: true,
      cell: (page) => <LayoutName layout={page.layout} />,
    },
    {
      id: "priority",
      header: "admin.cmsPages.priority",
      isSortable: true,
      cell: (page) => <PriorityName priority={page.priority} />,
    },
    { id: "active", header: "admin.cmsPages.active", cell: (page) => <Active active={page.active} /> },
    { id: "languages", header: "admin.cmsPages.languages", cell: (page) => page.locales.join(", ") },
  ],
  rowLabel: (page) => page.title,
  filters: [
    {
      kind: "select",
      name: "layout",
      label: "admin.cmsPages.layout",
      all: "admin.cmsPages.layout.all",
      options: pageLayouts.map((layout) => ({ value: layout, label: `admin.cmsPages.layout.${layout}` as const })),
    },
  ],
  form: {
    contract: ContentPageInput,
    empty: {
      layout: "page",
      priority: "normal",
      active: true,
      parentId: null,
      imageId: null,
      translations: { en: { ...blankTexts }, ar: { ...blankTexts } },
    },
    fromDetail: (page: ContentPageDetail) => ({
      layout: page.layout,
      priority: page.priority,
      active: page.active,
      parentId: page.parentId,
      imageId: page.image?.id ?? null,
      translations: { en: textsOf(page.translations.en), ar: textsOf(page.translations.ar) },
    }),
    toInput: (values: FormValues) => withoutBlankLocales(values) as never,
    editLinks: [
      {
        label: "admin.cmsPages.addSubPage",
        path: (id, { values }) => `${pagePath({ layout: String(values.layout), id })}/add`,
        testId: "add-sub-page",
      },
    ],
    sections: [
      {
        title: "admin.form.texts",
        hint: "admin.form.textsHint",
        fields: [
          { kind: "texts", name: "title", label: "admin.cmsPages.title", isRequired: true, maxLength: 200 },
          {
            kind: "texts",
            name: "url",
            label: "admin.cmsPages.url",
            hint: "admin.cmsPages.urlHint",
            isRequired: true,
            dir: "ltr",
            maxLength: 200,
          },
          { kind: "richText", name: "translations.en.body", label: "admin.cmsPages.body.en", lang: "en" },
          { kind: "richText", name: "translations.ar.body", label: "admin.cmsPages.body.ar", lang: "ar" },
        ],
      },
      {
        title: "admin.form.details",
        fields: [
          {
            kind: "select",
            name: "layout",
            label: "admin.cmsPages.layout",
            isRequired: true,
            placeholder: "admin.cmsPages.layout.choose",
            options: pageLayouts.map((layout) => ({
              value: layout,
              label: `admin.cmsPages.layout.${layout}` as const,
            })),
          },
          {
            kind: "select",
            name: "priority",
            label: "admin.cmsPages.priority",
            isRequired: true,
            placeholder: "admin.cmsPages.priority.choose",
            options: pagePriorities.map((priority) => ({
              value: priority,
              label: `admin.cmsPages.priority.${priority}` as const,
            })),
          },
          { kind: "checkbox", name: "active", label: "admin.cmsPages.active", hint: "admin.cmsPages.activeHint" },
          {
            kind: "relation",
            name: "parentId",
            label: "admin.cmsPages.parent",
            hint: "admin.cmsPages.parentHint",
            source: pageSource,
          },
          { kind: "image", name: "imageId", label: "admin.cmsPages.image" },
        ],
      },
      {
        title: "admin.cmsPages.seo",
        fields: [
          { kind: "texts", name: "metaTitle", label: "admin.cmsPages.metaTitle", maxLength: 120 },
          { kind: "texts", name: "keywords", label: "admin.cmsPages.keywords", maxLength: 300 },
          { kind: "texts", name: "description", label: "admin.cmsPages.description", maxLength: 320 },
        ],
      },
    ],
  },
});

function LayoutName({ layout }: { layout: ContentPageRow["layout"] }) {
  const t = useT();
  return t(`admin.cmsPages.layout.${layout}`);
}

function PriorityName({ priority }: { priority: ContentPageRow["priority"] }) {
  const t = useT();
  return t(`admin.cmsPages.priority.${priority}`);
}

function Active({ active }: { active: boolean }) {
  const t = useT();
  return active ? (
    t("admin.cmsPages.active")
  ) : (
    <span className="text-muted-foreground">{t("admin.cmsPages.inactive")}</span>
  );
}
