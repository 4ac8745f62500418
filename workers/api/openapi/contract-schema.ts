// An input contract (arktype, core/contracts/) as JSON Schema 2020-12, the dialect of OpenAPI 3.1
// (decision 0060). arktype writes it (`toJsonSchema`); what JSON Schema cannot say (a `narrow`, a
// `pipe`, a file) is kept to the part it can, with a note, so every contract is described.
import type { Type } from "arktype";

/**
 * A JSON Schema as the document holds it: the keywords the reference page reads, typed; any
 * other keyword arktype writes is kept as it is.
 */
export interface SchemaNode {
  type?: string | string[];
  description?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  prefixItems?: SchemaNode[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  contentMediaType?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  /** What the server does beyond this schema (`schemaNotes`), for the reference page to translate. */
  "x-notes"?: SchemaNote[];
  [keyword: string]: unknown;
}

/**
 * Why a schema says less than the contract checks:
 * - `converted`: the server trims, parses or normalises the value once it is valid (a `pipe`);
 * - `rule`: a rule JSON Schema cannot express also applies (a `narrow`: at least 3 characters,
 *   a unique code, a matching confirmation…), and a refusal names the field;
 * - `file`: an uploaded file (multipart/form-data);
 * - `other`: a value JSON cannot carry; `unknown`: arktype could not describe the contract.
 */
export const schemaNotes = ["converted", "rule", "file", "other", "unknown"] as const;
export type SchemaNote = (typeof schemaNotes)[number];

/** Each note in English, appended to the schema's description for integrators' tools. */
export const schemaNoteTexts: Record<SchemaNote, string> = {
  converted: "Trimmed, parsed or normalised by the server once valid.",
  rule: "Also checked by a server rule JSON Schema cannot express.",
  file: "A file (multipart/form-data).",
  other: "A value JSON cannot carry, described as far as JSON Schema can.",
  unknown: "This contract could not be described in JSON Schema; the API still checks it.",
};

/** Keywords arktype copies from a contract's error configuration: vocabulary keys, not JSON Schema. */
const errorConfigKeys = new Set(["message", "expected", "actual", "problem"]);

/**
 * A contract's JSON Schema (no `$schema`: the OpenAPI document's dialect applies). Never throws:
 * a contract arktype cannot describe is an empty schema with the `unknown` note.
 * @example contractSchema(MeasureUnitInput).required // ["code", "translations"]
 */
export function contractSchema(contract: Type): SchemaNode {
  let raw: unknown;
  try {
    raw = contract.toJsonSchema({
      dialect: null,
      fallback: {
        // The input side: what a client sends, before the server converts it; the rules checked
        // on the converted value (`.to("1 <= number.integer <= 100")`, a `narrow`) are noted too.
        morph: (ctx) => [...outNotes(ctx.out), "converted" as const].reduce(noted, ctx.base),
        predicate: (ctx) => noted(ctx.base, "rule"),
        patternIntersection: (ctx) => noted(ctx.base, "rule"),
        proto: (ctx) =>
          ctx.proto === File || ctx.proto === Blob
            ? noted({ type: "string", contentMediaType: "application/octet-stream" }, "file")
            : ctx.proto === Date
              ? noted({ type: "string", format: "date-time" }, "converted")
              : noted(ctx.base, "other"),
        date: (ctx) => noted({ ...ctx.base, type: "string", format: "date-time" }, "rule"),
        // A default that is not JSON (a function's result) is the server's to fill in.
        defaultValue: () => undefined,
        default: (ctx) => noted(ctx.base, "other"),
      },
    });
  } catch {
    return noted({}, "unknown") as SchemaNode;
  }
  return tidy(raw) as SchemaNode;
}

/** The notes a pipe's converted value adds: its own, and `rule` when it is constrained further. */
function outNotes(out: object | null): SchemaNote[] {
  const node = out as SchemaNode | null;
  if (!node) return [];
  const notes = node["x-notes"] ?? [];
  const isConstrained = Object.keys(node).some((key) => !["type", "description", "x-notes"].includes(key));
  return isConstrained && !notes.includes("rule") ? ["rule", ...notes] : notes;
}

/** A schema with a note added (once) to its notes and its description. */
function noted<S extends object>(schema: S, note: SchemaNote): S {
  const node = schema as SchemaNode;
  const notes = node["x-notes"] ?? [];
  if (notes.includes(note)) return schema;
  const description = [node.description, schemaNoteTexts[note]].filter(Boolean).join(" ");
  return { ...schema, description, "x-notes": [...notes, note] };
}

/**
 * The schema without arktype's error configuration keys, and with a union of constants written
 * as the `enum` it is (a sort field's allowed values).
 */
function tidy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidy);
  if (typeof value !== "object" || value === null) return value;
  const node: SchemaNode = {};
  for (const [key, child] of Object.entries(value)) {
    if (!errorConfigKeys.has(key)) node[key] = tidy(child);
  }
  const branches = node.anyOf;
  if (branches?.length && branches.every((branch) => "const" in branch && Object.keys(branch).length === 1)) {
    const { anyOf: _, ...rest } = node;
    return { ...rest, enum: branches.map((branch) => branch.const) };
  }
  return node;
}
