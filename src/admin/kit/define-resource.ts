// The resource kit (issue #11: "a resource described once drives its list, add and edit screens").
// A resource is its API client (decision 0054's convention), its list's columns, its form's
// sections and fields over the API's own contract, and its titles; ./resource-routes.tsx turns it
// into the three routes of SPEC §2 (`path`, `path/add`, `path/{id}`) and ./list.tsx and ./form.tsx
// draw them. Bespoke screens are written by hand; everything else is a description like this one.
import type { StandardSchemaV1 } from "@tanstack/react-form";
import type { ComponentType, ReactNode } from "react";
import type { AdminListPage } from "../../../core/contracts/admin-resources.ts";
import type { AdminClient, TypedResponse } from "../api.ts";
import type { FailureTexts } from "../failure.ts";
import type { AdminPageProps } from "../environment.ts";
import type { AdminMessageKey } from "../messages.ts";
import type { AnyRelationSource, FormView, KitFieldDescription } from "./fields/types.ts";
import type { ListFieldDescription } from "./fields/list-description.ts";

/**
 * The API of a resource, through the typed client: `/api/admin/{resource}` lists (GET with the
 * list query) and creates (POST), `/api/admin/{resource}/{id}` reads, replaces (PUT) and deletes
 * (a resource without `remove`, such as customers, has no delete button).
 */
export interface ResourceApi<Row, Detail, Input> {
  list(query: Record<string, string>): Promise<TypedResponse<{ data: AdminListPage<Row> }>>;
  read(id: string): Promise<TypedResponse<{ data: Detail }>>;
  /** Absent when the back office never adds rows (orders come from the checkout): the list has no Add. */
  create?(input: Input): Promise<TypedResponse<unknown>>;
  /** Absent when `{path}/{id}` is a bespoke screen (./resource-routes.tsx `detail`). */
  update?(id: string, input: Input): Promise<TypedResponse<unknown>>;
  remove?(id: string): Promise<TypedResponse<unknown>>;
}

/** What a typed call answers when it succeeds: its `data`'s type, from the route's answers. */
type AnswerOf<Call extends (...args: never[]) => Promise<{ json(): Promise<unknown> }>> = Extract<
  Awaited<ReturnType<Awaited<ReturnType<Call>>["json"]>>,
  { data: unknown }
>["data"];
/** What a typed call takes as its JSON body. */
type JsonOf<Call> = Call extends (args: infer Args, ...rest: never[]) => unknown
  ? Args extends { json: infer Json }
    ? Json
    : never
  : never;

/** A resource's routes as the typed client has them: `/api/admin/{resource}` and `/{id}` (decision 0054). */
interface ResourceRoutes {
  $get(args: { query: Record<string, string> }): Promise<TypedResponse<unknown>>;
  $post(args: { json: never }): Promise<TypedResponse<unknown>>;
  ":id": {
    $get(args: { param: { id: string } }): Promise<TypedResponse<unknown>>;
    $put(args: { param: { id: string }; json: never }): Promise<TypedResponse<unknown>>;
    $delete(args: { param: { id: string } }): Promise<TypedResponse<unknown>>;
  };
}

/** The admin API's resources, by their names under `/api/admin/` (the typed client's keys). */
type AdminResources = AdminClient["api"]["admin"];

/**
 * The API of a resource that keeps the convention, by its name under `/api/admin/`: its row,
 * detail and input types are its routes' own.
 * @example api: resourceApi("measure-units")
 */
export const resourceApi =
  <Name extends keyof AdminResources>(name: Name) =>
  (
    client: AdminClient,
  ): AdminResources[Name] extends ResourceRoutes
    ? ResourceApi<
        AnswerOf<AdminResources[Name]["$get"]> extends AdminListPage<infer Row> ? Row : never,
        AnswerOf<AdminResources[Name][":id"]["$get"]>,
        JsonOf<AdminResources[Name]["$post"]>
      >
    : never => {
    const resource = client.api.admin[name] as unknown as ResourceRoutes;
    return {
      list: (query: Record<string, string>) => resource.$get({ query }),
      read: (id: string) => resource[":id"].$get({ param: { id } }),
      create: (json: never) => resource.$post({ json }),
      update: (id: string, json: never) => resource[":id"].$put({ param: { id }, json }),
      remove: (id: string) => resource[":id"].$delete({ param: { id } }),
    } as never;
  };

/** A column of the list. */
export interface ResourceColumn<Row> {
  /** The column's id; a sortable column's id is the API's sort field. */
  id: string;
  header: AdminMessageKey;
  /** Sorted by the server, by `id` (the API's `sort=id` / `sort=-id`). */
  isSortable?: boolean;
  /** What a cell shows. */
  cell(row: Row): ReactNode;
  /** Numbers line up at the end. */
  align?: "end";
  /** The column that names the row: its cell links to the row's edit screen. */
  isTitle?: boolean;
}

interface FieldBase {
  /** The field's path in the form's values, as the API names it (decision 0054). */
  name: string;
  label: AdminMessageKey;
  isRequired?: boolean;
  hint?: AdminMessageKey;
  /** Shown only when this says so (a menu type's video address); a field not shown is not sent. */
  shownWhen?(view: FormView): boolean;
}

/** A select's choices: named by a message, or by a text already in the page's language (a city's name). */
type SelectOptions = readonly ({ value: string; label: AdminMessageKey } | { value: string; text: string })[];

/** A field of the form. */
export type ResourceField =
  | (FieldBase & {
      kind: "text";
      /** Codes, SKUs and URLs read left to right in both languages. */
      dir?: "ltr" | "auto";
      inputMode?: "text" | "numeric" | "decimal";
      maxLength?: number;
      /** An email, a phone or a new password (never filled in by the browser: `new-password`). */
      type?: "email" | "tel" | "password";
    })
  | (FieldBase & {
      /**
       * A text per locale (SPEC §9: ar and en, English fallback): `translations.en.<name>` and
       * `translations.ar.<name>` side by side, English required when the field is.
       */
      kind: "texts";
      /** Required in every locale, not English only (a payment method's display name). */
      isRequiredEverywhere?: boolean;
      maxLength?: number;
      /** Slugs read left to right in both languages. */
      dir?: "ltr";
    })
  | (FieldBase & {
      kind: "select";
      /** The choices, or what they are in the form's present state (a menu type's devices). */
      options: SelectOptions | ((view: FormView) => SelectOptions);
      placeholder: AdminMessageKey;
    })
  // number, relation, image, images (decision 0062)
  | KitFieldDescription
  | ListFieldDescription;

/** A group of fields under its own title. */
export interface ResourceFormSection {
  title: AdminMessageKey;
  hint?: AdminMessageKey;
  fields: readonly ResourceField[];
}

/** The values a form edits: text fields and per-locale texts, by the API's field names. */
export type FormValues = Record<string, unknown>;

/** The add and edit form of a resource. */
export interface ResourceFormDescription<Detail, Input, Values extends FormValues> {
  /** The API's input contract (core/contracts/admin/): the form checks what the API checks. */
  contract: StandardSchemaV1<Input, unknown>;
  /** The add screen's values: every field present, every locale's texts blank. */
  empty: Values;
  /** The edit screen's values from the API's detail. */
  fromDetail(detail: Detail): Values;
  /** The API's input from the values; by default the values less the locales left blank. */
  toInput?(values: Values): Input;
  sections: readonly ResourceFormSection[];
  /**
   * What the form needs beyond the detail, loaded once with the screen (the menu types this shop
   * offers): fields see it as `view.extra`.
   */
  extra?(client: AdminClient): Promise<TypedResponse<{ data: unknown }>>;
  /**
   * What the form shows beside its fields, drawn again as the values change (an email template's
   * live preview): `view.values` are the form's present values.
   */
  aside?(view: FormView): ReactNode;
  /**
   * Links the edit screen shows under its title (a product's variants): a label and the path for
   * the row's id, given the page's profile (a product's attributes name its attributes version)
   * and the row's saved values (a content page's layout).
   */
  editLinks?: readonly {
    label: AdminMessageKey;
    path(id: string, context: { page: AdminPageProps; values: Values }): string;
    /** The address's query of the screen linked to (a list's filter: `{ salesperson: id }`). */
    search?(id: string): Record<string, string>;
    testId?: string;
  }[];
}

/**
 * A filter above a list, kept in the address under `name` (the API's list filter of that name):
 * one of fixed values, or a row of another resource.
 */
export type ResourceFilter =
  | {
      kind: "select";
      name: string;
      label: AdminMessageKey;
      all: AdminMessageKey;
      options: readonly { value: string; label: AdminMessageKey }[];
    }
  | { kind: "relation"; name: string; label: AdminMessageKey; all: AdminMessageKey; source: AnyRelationSource }
  | {
      /**
       * One of a set the API answers whole rather than as a resource page (the payment methods):
       * `load` gives its choices, under `queryKey`.
       */
      kind: "options";
      name: string;
      label: AdminMessageKey;
      all: AdminMessageKey;
      queryKey: readonly string[];
      load(client: AdminClient, failureTexts: FailureTexts): Promise<readonly { value: string; label: string }[]>;
    }
  | {
      /**
       * A range of days (the day an order was placed): two native date inputs kept in the address
       * as ISO dates under `from` and `to`, both days included.
       */
      kind: "dates";
      name: string;
      label: AdminMessageKey;
      from: { name: string; label: AdminMessageKey };
      to: { name: string; label: AdminMessageKey };
    };

/**
 * Tabs above a list, one per value of a filter (orders by status), each with how many rows it
 * holds; kept in the address under `name` like a filter. The first tab shows every row.
 */
export interface ResourceTabs {
  /** The address key and the API's filter the tabs set ("status"). */
  name: string;
  /** What the tab bar is, for screen readers ("Order status"). */
  label: AdminMessageKey;
  /** The first tab's name: no filter. */
  all: AdminMessageKey;
  /** Every value a tab may have, in the order they show. */
  values: readonly { value: string; label: AdminMessageKey }[];
  /**
   * How many rows each value holds and `all`, the list's other filters applied (the list answer's
   * own counts); a value without rows has no tab unless it is the one chosen.
   */
  counts(page: unknown): Readonly<Record<string, number>> | undefined;
}

/** A column the list edits in place for many rows at once (./bulk-edit.tsx). */
export interface BulkEditField<Row> {
  /** The column's id and the PATCH body's field. */
  id: string;
  kind: "money" | "number";
  label: AdminMessageKey;
  value(row: Row): number;
  /** Why a row's value cannot be changed here (a product with variants' stock); undefined when it can. */
  lockedBecause?(row: Row): AdminMessageKey | undefined;
}

/** Editing some columns of many rows, each row saved by its own partial update. */
export interface ResourceBulkEdit<Row> {
  fields: readonly BulkEditField<Row>[];
  /** `PATCH /api/admin/{resource}/{id}` with the changed fields only. */
  patch(client: AdminClient, id: string, changes: Record<string, number>): Promise<TypedResponse<unknown>>;
}

/** A resource of the back office, described once. */
export interface Resource<Row extends { id: number }, Detail, Input, Values extends FormValues> {
  /** Its SPEC §2 path under the admin base: "measureUnits". */
  path: string;
  title: AdminMessageKey;
  addTitle: AdminMessageKey;
  editTitle: AdminMessageKey;
  /** The list's order when the address names none (the API's default). */
  defaultSort: string;
  api(client: AdminClient): ResourceApi<Row, Detail, Input>;
  columns: readonly ResourceColumn<Row>[];
  /** A row's name, for the delete confirmation and the screen reader's "Edit: …". */
  rowLabel(row: Row): string;
  /** The add and edit form; absent when rows are neither added nor edited here (orders: a bespoke detail). */
  form?: ResourceFormDescription<Detail, Input, Values>;
  /** Filters above the list (their address rules go to the routes' `filters`). */
  filters?: readonly ResourceFilter[];
  /** Tabs above the list, one per value of a filter, with their counts (orders by status). */
  tabs?: ResourceTabs;
  /**
   * The API's CSV of the list as filtered (`/api/admin/orders.csv`): an "Export CSV" link that
   * downloads it with the address's search, filters and sort.
   */
  csvExport?: { path: string };
  /** The list's own action in its header, before Add (the order desk's "New phone order", decision 0098). */
  headerAction?: ComponentType;
  /** What the row's link says beside its icon: "Edit" unless the screen it opens is no form ("Open"). */
  rowAction?: AdminMessageKey;
  /** Columns the list edits in place, many rows at once. */
  bulkEdit?: ResourceBulkEdit<Row>;
  /** A row's edit screen when SPEC §2 puts it elsewhere than `{path}/{id}` (`settings/cms-pages/{layout}/{id}`). */
  rowPath?(row: Row): string;
  /**
   * A delete the API refuses with `code` (a used coupon) and what to do instead: the dialog says
   * why and offers `action`, which `run` does to the row (ends the coupon), then says `done`.
   */
  deleteRefusal?: {
    code: string;
    action: AdminMessageKey;
    done: AdminMessageKey;
    run(client: AdminClient, id: string): Promise<TypedResponse<unknown>>;
  };
}

// The kit's screens take any resource; a description keeps its own types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResource = Resource<any, any, any, any>;

/**
 * Describes a resource; the types of its rows, detail and input come from its API client.
 * @example export default defineResource({ path: "measureUnits", api: resourceApi("measure-units"), columns, form })
 */
export function defineResource<Row extends { id: number }, Detail, Input, Values extends FormValues>(
  resource: Resource<Row, Detail, Input, Values>,
): Resource<Row, Detail, Input, Values> {
  return resource;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && !value.trim());

/**
 * The values as the API takes them: the texts of a locale other than English are left out when
 * all of them are blank (decision 0054: English required, Arabic optional, a PUT without `ar`
 * removes it, so its pages show the English).
 * @example withoutBlankLocales({ translations: { en: { name: "Box" }, ar: { name: "" } } }) // { translations: { en: { name: "Box" } } }
 */
export function withoutBlankLocales<Values extends FormValues>(values: Values): Values {
  const texts = values.translations;
  if (typeof texts !== "object" || texts === null) return values;
  const kept = Object.fromEntries(
    Object.entries(texts).filter(
      ([locale, row]) =>
        locale === "en" || (typeof row === "object" && row !== null && !Object.values(row).every(isBlank)),
    ),
  );
  return { ...values, translations: kept };
}

/**
 * The form's validator: the API's contract over what will be sent (`toInput`), so a blank Arabic
 * text is not "required" while the form still names its fields by their paths.
 */
export function formValidator<Values extends FormValues, Input>(
  contract: StandardSchemaV1<Input, unknown>,
  toInput: (values: Values) => unknown,
): StandardSchemaV1<Values, unknown> {
  return {
    "~standard": {
      version: 1,
      vendor: "jumla-admin",
      validate: (value) => contract["~standard"].validate(toInput(value as Values)),
    },
  };
}

/**
 * The values less what the admin cannot change: the fields not shown (`shownWhen`) and the fields
 * the other values make read-only (`readOnlyWhen`: a product with variants' stock, which is their
 * total and the API's to write), so neither is checked nor sent.
 * @example withoutUnsent({ videoUrl: "x", type: "carousel" }, sections, extra) // { type: "carousel" } when videoUrl is hidden
 */
export function withoutUnsent<Values extends FormValues>(
  values: Values,
  sections: readonly ResourceFormSection[],
  extra: unknown,
): Values {
  const fields = sections.flatMap((section) => section.fields);
  const isUnsent = (field: ResourceField) =>
    field.shownWhen?.({ values, extra }) === false ||
    (field.kind === "number" && field.readOnlyWhen?.(values) !== undefined);
  // A value two fields draw by turns (a coupon's value: a percentage or an amount) is sent by the one shown
  const unsent = fields
    .filter(isUnsent)
    .map((field) => field.name)
    .filter((name) => !fields.some((field) => field.name === name && !isUnsent(field)));
  if (unsent.length === 0) return values;
  return Object.fromEntries(Object.entries(values).filter(([name]) => !unsent.includes(name))) as Values;
}

/**
 * What a resource's form sends for its values: the fields the admin can change, as its `toInput`
 * (by default `withoutBlankLocales`) turns them into the API's input. The form checks the
 * contract on the same (`formValidator`).
 */
export function formInput(resource: AnyResource, extra: unknown): (values: FormValues) => unknown {
  const form = formOf(resource);
  const ownInput = form.toInput ?? withoutBlankLocales;
  return (values) => ownInput(withoutUnsent(values, form.sections, extra));
}

/** A resource's form; its add and edit screens exist only for a resource that has one. */
export function formOf(resource: AnyResource): ResourceFormDescription<unknown, unknown, FormValues> {
  if (!resource.form) throw new Error(`${resource.path} has no form`);
  return resource.form;
}

/** A select's choices in the form's present state, each with its label in the page's language. */
export function selectOptions(
  field: Extract<ResourceField, { kind: "select" }>,
  view: FormView,
  t: (key: AdminMessageKey) => string,
) {
  const options = typeof field.options === "function" ? field.options(view) : field.options;
  return options.map((option) => ({ value: option.value, label: "text" in option ? option.text : t(option.label) }));
}
