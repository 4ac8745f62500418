// The API reference page (/api-reference, decision 0060) reads the OpenAPI document the API serves
// and shows it grouped by tag: each operation's method, path, access, parameters, body fields and
// answers. This module turns the document into that list; the page only translates and draws it.
import type { Access } from "../../workers/api/auth/access.ts";
import {
  operationMethods,
  type OpenApiDocument,
  type Operation,
  type ResponseOrRef,
} from "../../workers/api/openapi/build-openapi-document.ts";
import type { SchemaNode, SchemaNote } from "../../workers/api/openapi/contract-schema.ts";

/** A limit or shape a field's schema states, for the page to put in words. */
export type FieldRule =
  | { kind: "minLength" | "maxLength" | "minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum"; value: number }
  | { kind: "minItems" | "maxItems"; value: number }
  | { kind: "pattern" | "format"; value: string }
  | { kind: "values"; value: string[] };

/** A parameter or a body field: its dotted name (`translations.en.name`, `lines[].quantity`). */
export interface ReferenceField {
  name: string;
  /** For a parameter: where it goes. */
  in?: "path" | "query";
  /** How deep inside the body it sits: 0 for a top-level field, 1 for `translations.en`… */
  depth: number;
  /** Required where its parent is given (a body's top-level fields: in every request). */
  isRequired: boolean;
  /** JSON Schema's type names, `enum` for a list of values, `any` when the schema does not say. */
  types: string[];
  rules: FieldRule[];
  notes: SchemaNote[];
}

/** What an answer means, by the document's shared response it points at, or the success. */
export type AnswerKind = "success" | "InvalidInput" | "Unauthorized" | "Forbidden" | "NotFound" | "InUse" | "Failure";

export interface ReferenceOperation {
  /** The operation id, used as the page's anchor. */
  id: string;
  method: string;
  path: string;
  access: Access | undefined;
  parameters: ReferenceField[];
  body: { mediaTypes: string[]; fields: ReferenceField[] } | null;
  answers: { status: string; kind: AnswerKind }[];
}

export interface ReferenceGroup {
  tag: string;
  /** The tag as an element id (`tag-admin-measure-units`). */
  anchor: string;
  operations: ReferenceOperation[];
}

const answerKinds = new Set<string>(["InvalidInput", "Unauthorized", "Forbidden", "NotFound", "InUse", "Failure"]);

/**
 * The document's operations grouped by tag, tags in the document's order, operations by path and
 * then method (OpenAPI's method order).
 * @example referenceGroups(openApiDocument(env))[0].operations[0].path // "/api/account/addresses"
 */
export function referenceGroups(document: OpenApiDocument): ReferenceGroup[] {
  const groups = new Map<string, ReferenceOperation[]>(document.tags.map((tag) => [tag.name, []]));
  for (const path of Object.keys(document.paths).sort()) {
    const item = document.paths[path] ?? {};
    for (const method of operationMethods) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags[0] ?? "";
      const list = groups.get(tag) ?? [];
      groups.set(tag, list);
      list.push(referenceOperation(method, path, operation));
    }
  }
  return [...groups]
    .filter(([, operations]) => operations.length > 0)
    .map(([tag, operations]) => ({ tag, anchor: `tag-${tag.replace(/[^A-Za-z0-9]+/g, "-")}`, operations }));
}

function referenceOperation(method: string, path: string, operation: Operation): ReferenceOperation {
  const content = operation.requestBody?.content ?? {};
  const bodySchema = Object.values(content)[0]?.schema;
  return {
    id: operation.operationId,
    method: method.toUpperCase(),
    path,
    access: operation["x-access"],
    parameters: (operation.parameters ?? []).map((parameter) => ({
      ...describeField(parameter.name, parameter.schema, parameter.required),
      in: parameter.in,
    })),
    body: bodySchema ? { mediaTypes: Object.keys(content), fields: objectFields(bodySchema, "") } : null,
    answers: Object.entries(operation.responses)
      .map(([status, answer]) => ({ status, kind: answerKind(answer) }))
      .sort((a, b) => statusOrder(a.status) - statusOrder(b.status)),
  };
}

/** Success first, then the failures by status, `default` last. */
function statusOrder(status: string): number {
  if (status === "default") return 1000;
  return Number(status.replace(/X/g, "0"));
}

function answerKind(answer: ResponseOrRef): AnswerKind {
  if (!("$ref" in answer)) return "success";
  const name = answer.$ref.split("/").pop() ?? "";
  return answerKinds.has(name) ? (name as AnswerKind) : "Failure";
}

/**
 * An object schema's fields, depth first: each field, then the fields inside it (`translations`,
 * `translations.en`, `translations.en.name`); a list's items as `name[]`.
 */
export function objectFields(schema: SchemaNode, prefix: string, depth = 0): ReferenceField[] {
  const required = new Set(schema.required ?? []);
  const named = Object.entries(schema.properties ?? {}).map(
    ([name, field]) => [name, field, required.has(name)] as const,
  );
  // Fields named by a pattern (a return request's `quantity-<line id>`) are never all required.
  const patterned = Object.entries((schema.patternProperties ?? {}) as Record<string, SchemaNode>).map(
    ([pattern, field]) => [`/${pattern}/`, field, false] as const,
  );
  return [...named, ...patterned].flatMap(([name, field, isRequired]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    return [{ ...describeField(path, field, isRequired), depth }, ...innerFields(field, path, depth + 1)];
  });
}

/** The fields inside a field: an object's, or the items' of a list of objects. */
function innerFields(field: SchemaNode, path: string, depth: number): ReferenceField[] {
  if (field.properties || field.patternProperties) return objectFields(field, path, depth);
  if (field.items && (field.items.properties || field.items.patternProperties)) {
    return objectFields(field.items, `${path}[]`, depth);
  }
  const objectBranch = [...(field.anyOf ?? []), ...(field.oneOf ?? [])].find((branch) => branch.properties);
  return objectBranch ? objectFields(objectBranch, path, depth) : [];
}

/** One field's types, rules and notes, read from its schema (and its union's branches). */
export function describeField(name: string, schema: SchemaNode, isRequired: boolean): ReferenceField {
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  const nodes = [schema, ...branches];
  const types = new Set<string>();
  for (const node of nodes) {
    for (const type of [node.type ?? []].flat()) types.add(type === "string" && node.contentMediaType ? "file" : type);
    if (node.enum || "const" in node) types.add("enum");
  }
  const values = nodes.flatMap((node) => [...(node.enum ?? []), ...("const" in node ? [node.const] : [])]);
  const rules: FieldRule[] = [];
  if (values.length > 0) rules.push({ kind: "values", value: values.map(String) });
  for (const node of nodes) {
    for (const kind of [
      "minLength",
      "maxLength",
      "minimum",
      "maximum",
      "exclusiveMinimum",
      "exclusiveMaximum",
    ] as const) {
      if (typeof node[kind] === "number") rules.push({ kind, value: node[kind] });
    }
    for (const kind of ["minItems", "maxItems"] as const) {
      if (typeof node[kind] === "number") rules.push({ kind, value: node[kind] });
    }
    if (node.format) rules.push({ kind: "format", value: node.format });
    if (node.pattern) rules.push({ kind: "pattern", value: node.pattern });
  }
  // A file's type already says it is one.
  const notes = [...new Set(nodes.flatMap((node) => node["x-notes"] ?? []))].filter(
    (note) => !(note === "file" && types.has("file")),
  );
  return {
    name,
    depth: 0,
    isRequired,
    types: types.size > 0 ? [...types] : ["any"],
    rules,
    notes,
  };
}
