// A resource's three routes (SPEC §2: `{path}`, `{path}/add`, `{path}/{id}`). Only what the router
// needs to match a path lives in the main chunk (the path, the address's search schema, the id
// rule); the screens (./list.tsx, ./form.tsx: TanStack Table and Form) and the resource's own
// description load when a screen first opens (issue #11: code-split per screen).
import { createRoute, lazyRouteComponent, notFound, type AnyRoute } from "@tanstack/react-router";
import type { Type } from "arktype";
import type { ComponentType, ReactNode } from "react";
import { useAdminProfile } from "../queries.ts";
import type { AnyResource } from "./define-resource.ts";
import { listSearchSchema } from "./list-search.ts";
import { AccessDenied, ScreenLoading } from "./screen-states.tsx";

/** Who may open a resource's screens (SPEC §6): any admin, or super admins only (admin management). */
export type ResourceAccess = "admin" | "superAdmin";

export interface ResourceRoutesConfig<F extends string> {
  /** The SPEC §2 path under the admin base: "measureUnits". */
  path: string;
  /** The fields the API sorts the list by (its contract's, core/contracts/admin/). */
  sorts: readonly F[];
  access?: ResourceAccess;
  /** The list's filters as the address takes them (the API's list filters), by name. */
  filters?: Readonly<Record<string, Type<string>>>;
  /** Whether rows are added here (`{path}/add`); orders come from the checkout (default: yes). */
  hasAdd?: boolean;
  /** The resource's description (./define-resource.ts), loaded with its first screen. */
  load: () => Promise<{ default: AnyResource }>;
  /**
   * A bespoke screen at `{path}/{id}` instead of the kit's edit form (a customer's detail with its
   * actions, decision 0067); it gets the row's id.
   */
  detail?: () => Promise<{ default: ComponentType<{ id: string }> }>;
  /**
   * A bespoke screen at `{path}/add` instead of the kit's add form (an admin's return, whose lines
   * are the chosen order's, decision 0085).
   */
  add?: () => Promise<{ default: ComponentType }>;
}

/** A path id as the API takes it (canonical positive integers, decision 0022); anything else is not found. */
export function parseRouteId(id: string): string {
  if (!/^[1-9]\d{0,15}$/.test(id)) throw notFound();
  return id;
}

/** Shows `children` to who may see them, SPEC §8's access-denied page to anyone else. */
function Allowed({ access, children }: { access: ResourceAccess; children: ReactNode }) {
  const profile = useAdminProfile();
  if (access === "admin") return children;
  if (profile.isPending) return <ScreenLoading />;
  return profile.data?.is_super_admin === true ? children : <AccessDenied />;
}

/**
 * A route component that loads its screen's code and the resource's description side by side (one
 * wait for both chunks, not one after the other), then draws the screen for the resource.
 */
function lazyScreen<F extends string>(
  config: ResourceRoutesConfig<F>,
  screen: () => Promise<(resource: AnyResource) => ComponentType>,
) {
  return lazyRouteComponent(async () => {
    const [{ default: resource }, make] = await Promise.all([config.load(), screen()]);
    const Screen = make(resource);
    return {
      default: function ResourceScreen() {
        return (
          <Allowed access={config.access ?? "admin"}>
            <Screen />
          </Allowed>
        );
      },
    };
  });
}

/**
 * The list, add and edit routes of a resource under `parent`.
 * @example root.addChildren([...resourceRoutes(root, { path: "measureUnits", sorts, load: () => import("./resource.tsx") })])
 */
export function resourceRoutes<F extends string, P extends AnyRoute>(parent: P, config: ResourceRoutesConfig<F>) {
  const list = createRoute({
    getParentRoute: () => parent,
    path: config.path,
    validateSearch: listSearchSchema(config.sorts, config.filters),
  });
  // Without an add screen, `{path}/add` is no id either: not found, inside the layout.
  const add =
    config.hasAdd === false ? null : createRoute({ getParentRoute: () => parent, path: `${config.path}/add` });
  const edit = createRoute({
    getParentRoute: () => parent,
    path: `${config.path}/$id`,
    params: { parse: ({ id }: { id: string }) => ({ id: parseRouteId(id) }), stringify: ({ id }) => ({ id }) },
  });
  list.update({
    component: lazyScreen(config, async () => {
      const { ListScreen } = await import("./list.tsx");
      return (resource) =>
        function List() {
          return <ListScreen resource={resource} search={list.useSearch()} />;
        };
    }),
  });
  const bespokeAdd = config.add;
  add?.update({
    component: lazyScreen(config, async () => {
      if (bespokeAdd) {
        const { default: BespokeAdd } = await bespokeAdd();
        return () => BespokeAdd;
      }
      const { AddScreen } = await import("./form.tsx");
      return (resource) =>
        function Add() {
          return <AddScreen resource={resource} />;
        };
    }),
  });
  const detail = config.detail;
  edit.update({
    component: lazyScreen(config, async () => {
      if (detail) {
        const { default: Detail } = await detail();
        return () =>
          function BespokeDetail() {
            return <Detail id={edit.useParams().id} />;
          };
      }
      const { EditScreen } = await import("./form.tsx");
      return (resource) =>
        function Edit() {
          return <EditScreen resource={resource} id={edit.useParams().id} />;
        };
    }),
  });
  // One array type, not a union of two tuples: the router's children spread every resource's routes,
  // and a union per resource multiplied past what TypeScript represents (TS2590).
  const routes: (typeof list | NonNullable<typeof add> | typeof edit)[] = add ? [list, add, edit] : [list, edit];
  return routes;
}
