// A Hono route's path as OpenAPI writes it (decision 0060): `:id` is `{id}`, a parameter's own
// pattern (`:id{[0-9]+}`) becomes its schema, and a wildcard segment is one `{path}` parameter.

/** A path parameter as the OpenAPI document describes it. */
export interface PathParameter {
  name: string;
  /** A regular expression the value matches whole, when the route gives one. */
  pattern?: string;
  /** Hono's `:name?`: the path without this segment is answered too. */
  isOptional?: boolean;
  /** A `*` segment: the rest of the path, slashes included. */
  isWildcard?: boolean;
}

/**
 * A Hono path as an OpenAPI path template, with its parameters in order.
 * @example openApiPath("/api/admin/brands/:id") // { path: "/api/admin/brands/{id}", parameters: [{ name: "id" }] }
 */
export function openApiPath(honoPath: string): { path: string; parameters: PathParameter[] } {
  const parameters: PathParameter[] = [];
  const segments = splitSegments(honoPath).map((segment) => {
    if (segment === "*") {
      let name = "path";
      for (let n = 2; parameters.some((parameter) => parameter.name === name); n += 1) name = `path${n}`;
      parameters.push({ name, isWildcard: true });
      return `{${name}}`;
    }
    const match = /^:([^{?]+)(?:\{(.*)\})?(\?)?$/.exec(segment);
    if (!match) return segment;
    const [, name = "", pattern, optional] = match;
    parameters.push({
      name,
      ...(pattern ? { pattern: `^(?:${pattern})$` } : {}),
      ...(optional ? { isOptional: true } : {}),
    });
    return `{${name}}`;
  });
  return { path: segments.join("/") || "/", parameters };
}

/**
 * A path's segments, keeping a parameter's pattern whole even when it holds a slash
 * (`:path{.+/.+}`), as Hono reads it.
 */
function splitSegments(path: string): string[] {
  const segments: string[] = [];
  let current = "";
  let depth = 0;
  for (const character of path) {
    if (character === "{") depth += 1;
    if (character === "}") depth = Math.max(0, depth - 1);
    if (character === "/" && depth === 0) {
      segments.push(current);
      current = "";
    } else {
      current += character;
    }
  }
  segments.push(current);
  return segments;
}

/**
 * The tag an operation is listed under: the first path segment after `/api`, and for the admin
 * API the resource too (`admin/brands`, its CSV export with it); outside `/api`, the first segment (`media`).
 * @example operationTag("/api/admin/measure-units/{id}") // "admin/measure-units"
 */
export function operationTag(path: string): string {
  const segments = path.split("/").filter(Boolean);
  const isApi = segments[0] === "api";
  const [first, second] = isApi ? segments.slice(1) : segments;
  if (!first) return isApi ? "api" : "/";
  // A list's export (`orders.csv`) is listed with its list
  return first === "admin" && second && !second.startsWith("{") ? `admin/${second.replace(/\.csv$/, "")}` : first;
}

/**
 * A stable operation id from the method and path: camelCase words, parameters as `By<Name>`,
 * without the `/api` every API path shares.
 * @example operationId("DELETE", "/api/admin/measure-units/{id}") // "deleteAdminMeasureUnitsById"
 */
export function operationId(method: string, path: string): string {
  const words = path
    .split("/")
    .filter(Boolean)
    .filter((segment, index) => !(index === 0 && segment === "api"))
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      return parameter ? ["by", ...wordsOf(parameter)] : wordsOf(segment);
    });
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join("");
}

/** The words of a segment: split at anything that is not a letter or digit, and before capitals. */
function wordsOf(segment: string): string[] {
  return segment
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}
