// The field kinds the catalogue screens need, beyond text, texts and select (decision 0062): a
// whole number, a row of another resource, and gallery images. Each has one way to be drawn
// (./KitField.tsx), so every later screen asks for them by kind.
import type { AdminListPage } from "../../../../core/contracts/admin-resources.ts";
import type { Locale } from "../../../../core/profiles.ts";
import type { AdminClient, TypedResponse } from "../../api.ts";
import type { AdminMessageKey } from "../../messages.ts";

interface KitFieldBase {
  /** The field's path in the form's values, as the API names it (decision 0054). */
  name: string;
  label: AdminMessageKey;
  isRequired?: boolean;
  hint?: AdminMessageKey;
  /** Shown only when this says so (a menu type's media); a field not shown is not sent. */
  shownWhen?(view: FormView): boolean;
}

/** What a form's fields may depend on: its values, and what its resource loads with it (`form.extra`). */
export interface FormView {
  values: Readonly<Record<string, unknown>>;
  extra: unknown;
}

/**
 * Another resource, as a relation field reads it: its list API (searched by the list's `search`)
 * and how a row and a detail are named.
 */
export interface RelationSource<Row extends { id: number }, Detail> {
  /** The other resource's query key: its screens' `path` ("main-category"), so its edits refresh this. */
  path: string;
  list(client: AdminClient, query: Record<string, string>): Promise<TypedResponse<{ data: AdminListPage<Row> }>>;
  read(client: AdminClient, id: string): Promise<TypedResponse<{ data: Detail }>>;
  rowLabel(row: Row): string;
  detailLabel(detail: Detail, locale: Locale): string;
}

// A field takes a source of any resource; a source keeps its own types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRelationSource = RelationSource<any, any>;

/** A field of the kit's own kinds (./KitField.tsx draws them). */
export type KitFieldDescription =
  | (KitFieldBase & {
      /** A whole number (a position): the value is a number, null when left blank. */
      kind: "number";
      min?: number;
      max?: number;
      /** When the other values make it read-only (a product with variants' stock): the note shown instead of the hint. */
      readOnlyWhen?: (values: Record<string, unknown>) => AdminMessageKey | undefined;
    })
  | (KitFieldBase & {
      /** A row of another resource (a category's main category): its id, null for none. */
      kind: "relation";
      source: AnyRelationSource;
      /** The empty choice's text: "None" unless given. */
      placeholder?: AdminMessageKey;
    })
  | (KitFieldBase & {
      /** One gallery image: its id, null for none (chosen in ./GalleryPicker.tsx). */
      kind: "image";
    })
  | (KitFieldBase & {
      /** Several gallery images, in order: their ids (a product's pictures). */
      kind: "images";
    })
  // A yes-or-no switch, and a list of rows of other resources (./RelationsField.tsx).
  | (KitFieldBase & {
      /** Yes or no: the value is a boolean. */
      kind: "checkbox";
      /**
       * Why it cannot be ticked in the form's present state (an online payment method without its
       * gateway's keys): the note shown under it. A ticked box stays free to be unticked.
       */
      disabledWhen?(view: FormView): AdminMessageKey | undefined;
    })
  | RelationsFieldDescription
  // money, textarea (the product screens)
  | (KitFieldBase & {
      /** Money: typed in major units of the profile's currency ("19.99"), held in minor units (1999); null when blank. */
      kind: "money";
    })
  | (KitFieldBase & {
      /** A percentage with two decimals ("12.5"), held in basis points (1250; a tax group's rate); null when blank. */
      kind: "percent";
    })
  | (KitFieldBase & {
      /** A long text (an HTML description the server sanitises): a plain textarea. */
      kind: "textarea";
      maxLength?: number;
      /** Words people write (a note) rather than markup: the text's own font, a few rows. */
      isProse?: boolean;
      dir?: "ltr" | "rtl" | "auto";
      lang?: Locale;
    })
  | (KitFieldBase & {
      /**
       * An area drawn on a map (./PolygonField.tsx, Leaflet with Geoman, loaded lazily; decision
       * 0091): its corners as `{ lat, lng }`, null before one is drawn. `map` tells where the map
       * opens and which other areas it shows faintly behind this one.
       */
      kind: "polygon";
      map(view: FormView): PolygonMap;
    })
  | (KitFieldBase & {
      /**
       * Rich text (./RichTextField.tsx, Tiptap, loaded lazily): the value is HTML, "" when empty;
       * the server cleans it (decision 0035). `lang` sets its direction unless `dir` says otherwise.
       */
      kind: "richText";
      dir?: "ltr" | "rtl" | "auto";
      lang?: Locale;
    });

/** Where a `polygon` field's map opens, and the other areas it shows faintly (overlaps are seen). */
export interface PolygonMap {
  bounds: { south: number; west: number; north: number; east: number };
  others: readonly { id: number; name: string; polygon: readonly { lat: number; lng: number }[] }[];
}

/** A row chosen in a `relations` field: its source's key and its id; `label` is what the screen shows. */
export interface ChosenRelation {
  type: string;
  id: number;
  label?: string | null;
}

/** One of a `relations` field's several sources: the resource, and what the field calls its rows. */
export interface RelationsSource {
  source: AnyRelationSource;
  label: AdminMessageKey;
}

/**
 * Rows of other resources, in order. From one `source` (a product's tags or option groups) the
 * value is their ids; from several `sources` (a menu's products, brands or categories) it is a
 * list of `{ type, id }`, `type` naming the source each row comes from.
 */
export type RelationsFieldDescription = KitFieldBase & {
  kind: "relations";
  /** At most this many rows. */
  max?: number;
} & (
    | {
        /** The one resource rows are chosen from: the value is their ids. */
        source: AnyRelationSource;
        sources?: never;
        offered?: never;
      }
    | {
        source?: never;
        /** The resources rows are chosen from, by the key each chosen row's `type` holds. */
        sources: Readonly<Record<string, RelationsSource>>;
        /** The sources offered now (every source unless this says otherwise); rows already chosen stay. */
        offered?(view: FormView): readonly string[];
      }
  );

export const kitFieldKinds: ReadonlySet<string> = new Set([
  "number",
  "relation",
  "image",
  "images",
  "checkbox",
  "relations",
  "money",
  "percent",
  "textarea",
  "richText",
  "polygon",
]);

/** Whether a field is one of the kit's own kinds. */
export const isKitField = (field: { kind: string }): field is KitFieldDescription => kitFieldKinds.has(field.kind);

/** SPEC §3/§5 availability, for a `select` field named `status`. */
export const statusOptions = [
  { value: "available", label: "admin.fields.status.available" },
  { value: "unavailable", label: "admin.fields.status.unavailable" },
] as const satisfies readonly { value: string; label: AdminMessageKey }[];

/**
 * The status select every catalogue resource has (SPEC §5 "availability selected").
 * @example sections: [{ title, fields: [statusField()] }]
 */
export const statusField = () =>
  ({
    kind: "select",
    name: "status",
    label: "admin.fields.status",
    isRequired: true,
    placeholder: "admin.fields.status.choose",
    options: statusOptions,
  }) as const;

/** A status in a form: one of SPEC §3's, or "" before one is chosen (the contract then refuses it). */
export type FormStatus = (typeof statusOptions)[number]["value"] | "";
/** The add screen's status: none chosen. */
export const unchosenStatus: FormStatus = "";
