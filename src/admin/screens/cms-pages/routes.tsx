import { createRoute, lazyRouteComponent, notFound, redirect, type AnyRoute } from "@tanstack/react-router";
import { type } from "arktype";
import { contentPageSorts, pageLayouts, type PageLayout } from "../../../../core/contracts/admin/content-pages.ts";
import { listSearchSchema } from "../../kit/list-search.ts";
import { parseRouteId } from "../../kit/resource-routes.tsx";

const load = () => import("./resource.tsx");

/** A layout in the address: one of the storefront's, else not found. */
function parseLayout(layout: string): PageLayout {
  if (!(pageLayouts as readonly string[]).includes(layout)) throw notFound();
  return layout as PageLayout;
}

const pageParams = {
  parse: ({ layout, id }: { layout: string; id: string }) => ({ layout: parseLayout(layout), id: parseRouteId(id) }),
  stringify: ({ layout, id }: { layout: string; id: string }) => ({ layout, id }),
};

/** The kit's edit screen of page `id` (./resource.tsx). */
const editScreen = (useId: () => string) =>
  lazyRouteComponent(async () => {
    const [{ default: resource }, { EditScreen }] = await Promise.all([load(), import("../../kit/form.tsx")]);
    return {
      default: function EditPage() {
        return <EditScreen resource={resource} id={useId()} />;
      },
    };
  });

/**
 * SPEC §2 dynamic content, children of the settings layout (decision 0070):
 * - `cms-pages`: the list (search, layout filter, sort, pages);
 * - `cms-pages/add`: a new page;
 * - `cms-pages/{layout}/{id}`: a page's form; `…/{url}`: the same form, reached from the page's
 *   address (the storefront's url names which page an admin means);
 * - `cms-pages/{layout}/{id}/add`: a new page of that layout under page {id};
 * - `attributes/{layout_hash}/{id}`: the older address of a page's attributes, sent to its form.
 */
export const cmsPageRoutes = (settings: AnyRoute) => {
  const list = createRoute({
    getParentRoute: () => settings,
    path: "cms-pages",
    validateSearch: listSearchSchema(contentPageSorts, { layout: type.enumerated(...pageLayouts) }),
  });
  list.update({
    component: lazyRouteComponent(async () => {
      const [{ default: resource }, { ListScreen }] = await Promise.all([load(), import("../../kit/list.tsx")]);
      return {
        default: function PageList() {
          return <ListScreen resource={resource} search={list.useSearch()} />;
        },
      };
    }),
  });
  const add = createRoute({
    getParentRoute: () => settings,
    path: "cms-pages/add",
    component: lazyRouteComponent(async () => {
      const [{ default: resource }, { AddScreen }] = await Promise.all([load(), import("../../kit/form.tsx")]);
      return { default: () => <AddScreen resource={resource} /> };
    }),
  });
  const edit = createRoute({ getParentRoute: () => settings, path: "cms-pages/$layout/$id", params: pageParams });
  edit.update({ component: editScreen(() => edit.useParams().id) });
  const byUrl = createRoute({
    getParentRoute: () => settings,
    path: "cms-pages/$layout/$id/$url",
    params: {
      parse: ({ layout, id, url }: { layout: string; id: string; url: string }) => ({
        ...pageParams.parse({ layout, id }),
        url,
      }),
      stringify: ({ layout, id, url }: { layout: string; id: string; url: string }) => ({ layout, id, url }),
    },
  });
  byUrl.update({ component: editScreen(() => byUrl.useParams().id) });
  const addUnder = createRoute({
    getParentRoute: () => settings,
    path: "cms-pages/$layout/$id/add",
    params: pageParams,
  });
  addUnder.update({
    component: lazyRouteComponent(async () => {
      const [{ default: resource }, { AddScreen }] = await Promise.all([load(), import("../../kit/form.tsx")]);
      return {
        default: function AddSubPage() {
          const { layout, id } = addUnder.useParams();
          return <AddScreen key={id} resource={resource} preset={{ layout, parentId: Number(id) }} />;
        },
      };
    }),
  });
  const attributes = createRoute({
    getParentRoute: () => settings,
    path: "attributes/$layoutHash/$id",
    beforeLoad: ({ params }: { params: { layoutHash: string; id: string } }) => {
      const layout = (pageLayouts as readonly string[]).includes(params.layoutHash) ? params.layoutHash : "page";
      throw redirect({ to: `/settings/cms-pages/${layout}/${parseRouteId(params.id)}`, replace: true });
    },
  });
  return [list, add, edit, byUrl, addUnder, attributes] as const;
};
