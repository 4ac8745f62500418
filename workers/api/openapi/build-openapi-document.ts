// The API's OpenAPI 3.1 document, written from the Hono app itself (issue #11 item 7, decision
// 0060): every route's method and path from `app.routes`, its access from the `access(level)`
// guard it starts with, its query and body from the contracts its `validate` middleware checks.
// Nothing is listed by hand, so a route added anywhere appears here as it is mounted.
import { useTranslations } from "../../../i18n/index.ts";
import { errorCodes } from "../../lib/errors.ts";
import { declaredValidation, type Validator } from "../../lib/http/validate.ts";
import { sessionPolicies } from "../../lib/session.ts";
import { declaredAccess, type Access } from "../auth/access.ts";
import { contractSchema, type SchemaNode } from "./contract-schema.ts";
import { openApiPath, operationId, operationTag, type PathParameter } from "./openapi-paths.ts";

/** What the document is read from: an app's routes, as Hono lists them (one entry per handler). */
export interface RoutedApp {
  readonly routes: readonly { method: string; path: string; handler: unknown }[];
}

export interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  description?: string;
  schema: SchemaNode;
}

export interface MediaType {
  schema: SchemaNode;
  example?: unknown;
}

export interface Response {
  description: string;
  content?: Record<string, MediaType>;
}

/** A response, or a reference to one of `components.responses`. */
export type ResponseOrRef = Response | { $ref: `#/components/responses/${string}` };

export interface Operation {
  operationId: string;
  tags: string[];
  description: string;
  /** The route's declared access level (`access(level)`), as the matrix test reads it. */
  "x-access"?: Access;
  security: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseOrRef>;
}

/** The HTTP methods OpenAPI 3.1 names in a path item, in its order. */
export const operationMethods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
export type OperationMethod = (typeof operationMethods)[number];

export interface OpenApiDocument {
  openapi: "3.1.1";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Partial<Record<OperationMethod, Operation>>>;
  components: {
    securitySchemes: Record<SecurityScheme, { type: "apiKey"; in: "cookie"; name: string; description: string }>;
    schemas: Record<string, SchemaNode>;
    responses: Record<string, Response>;
  };
}

type SecurityScheme = "adminSession" | "shopperSession";

/** Who each access level lets in (workers/api/auth/access.ts), for the operation's description. */
const accessTexts: Record<Access, string> = {
  public: "anyone, signed in or not",
  shopper: "any signed-in customer or salesperson",
  customer: "a signed-in customer in any state",
  approvedCustomer: "a verified and approved customer, restricted or not",
  orderingCustomer: "an approved customer who is not restricted",
  orderer:
    "an ordering customer, or a salesperson ordering for one of their customers, or (with no shopper " +
    "session) an admin placing a phone order for any customer",
  salesperson: "a signed-in salesperson",
  admin: "any admin",
  superAdmin: "a super admin",
};

/**
 * The session cookies a level is checked against, any one of them; `public` needs none. An order
 * is priced and placed with a shopper session, or with an admin's (a phone order, decision 0098).
 */
export function accessSchemes(level: Access): SecurityScheme[] {
  if (level === "public") return [];
  if (level === "orderer") return ["shopperSession", "adminSession"];
  return [level === "admin" || level === "superAdmin" ? "adminSession" : "shopperSession"];
}

const en = useTranslations("en");
const ref = (name: string) => ({ $ref: `#/components/responses/${name}` }) as const;
const json = (name: string) => ({ "application/json": { schema: { $ref: `#/components/schemas/${name}` } } });

/** One method and path of the app, with what its handlers declare. */
interface RouteDraft {
  method: string;
  honoPath: string;
  access?: Access;
  validators: Validator["validates"][];
}

/**
 * The app's routes, one per method and path, in the order they are mounted. Middleware mounted
 * with `use` (method ALL) is not a route, as in the authorisation matrix.
 */
export function appRoutes(app: RoutedApp): RouteDraft[] {
  const drafts = new Map<string, RouteDraft>();
  for (const route of app.routes) {
    if (route.method === "ALL") continue;
    const key = `${route.method} ${route.path}`;
    const draft = drafts.get(key) ?? { method: route.method, honoPath: route.path, validators: [] };
    drafts.set(key, draft);
    draft.access ??= declaredAccess(route.handler);
    const validates = declaredValidation(route.handler);
    if (validates) draft.validators.push(validates);
  }
  return [...drafts.values()];
}

/**
 * The OpenAPI document of `app`, served from `origin`.
 * @example buildOpenApiDocument(api, { origin: "https://shop.example", version: "0.1.0+abc" })
 */
export function buildOpenApiDocument(app: RoutedApp, options: { origin: string; version: string }): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  const tags = new Set<string>();
  for (const route of appRoutes(app)) {
    const method = route.method.toLowerCase() as OperationMethod;
    if (!operationMethods.includes(method)) continue;
    const { path, parameters } = openApiPath(route.honoPath);
    const tag = operationTag(path);
    tags.add(tag);
    paths[path] = { ...paths[path], [method]: operation(route, path, parameters, tag) };
  }
  return {
    openapi: "3.1.1",
    info: { title: "Jumla API", version: options.version, description: infoDescription },
    servers: [{ url: options.origin }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        adminSession: {
          type: "apiKey",
          in: "cookie",
          name: sessionPolicies.admin.cookieName.secure,
          description:
            "The admin session, set by POST /api/auth/admin/login (HttpOnly; named " +
            `${sessionPolicies.admin.cookieName.local} on a plain-http local server).`,
        },
        shopperSession: {
          type: "apiKey",
          in: "cookie",
          name: sessionPolicies.shopper.cookieName.secure,
          description:
            "A customer's or salesperson's session, set by POST /api/auth/login (HttpOnly; named " +
            `${sessionPolicies.shopper.cookieName.local} on a plain-http local server).`,
        },
      },
      schemas,
      responses,
    },
  };
}

function operation(route: RouteDraft, path: string, pathParameters: PathParameter[], tag: string): Operation {
  const query = route.validators.find((validator) => validator.target === "query");
  const body = route.validators.find((validator) => validator.target === "json");
  const parameters = [
    ...pathParameters.map(pathParameter),
    ...(query ? queryParameters(contractSchema(query.schema)) : []),
  ];
  const schemes = route.access ? accessSchemes(route.access) : [];
  const isAdminResource = path.startsWith("/api/admin/");
  const responses: Record<string, ResponseOrRef> = { ...successResponse(route.method, path) };
  if (route.validators.length > 0) responses["400"] = ref("InvalidInput");
  if (schemes.length > 0) Object.assign(responses, { "401": ref("Unauthorized"), "403": ref("Forbidden") });
  if (pathParameters.length > 0) responses["404"] = ref("NotFound");
  if (route.method === "DELETE" && isAdminResource) responses["409"] = ref("InUse");
  responses.default = ref("Failure");
  return {
    operationId: operationId(route.method, path),
    tags: [tag],
    description: route.access
      ? `Access: \`${route.access}\`, ${accessTexts[route.access]}.`
      : "Access: not declared (the authorisation matrix test fails for such a route).",
    ...(route.access ? { "x-access": route.access } : {}),
    security: schemes.map((scheme) => ({ [scheme]: [] })),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: requestBody(contractSchema(body.schema)) } : {}),
    responses,
  };
}

function pathParameter(parameter: PathParameter): Parameter {
  const notes = [
    parameter.isWildcard ? "The rest of the path; it may hold slashes." : "",
    parameter.isOptional ? "Optional: the path without this segment is answered too." : "",
  ].filter(Boolean);
  // decision 0022: an id in a path is a canonical positive integer; anything else is 404.
  const schema: SchemaNode = parameter.pattern
    ? { type: "string", pattern: parameter.pattern }
    : parameter.name === "id"
      ? { type: "string", pattern: "^[1-9][0-9]{0,15}$", description: "A row id: a positive integer, no leading zero." }
      : { type: "string" };
  return {
    name: parameter.name,
    in: "path",
    required: true,
    ...(notes.length > 0 ? { description: notes.join(" ") } : {}),
    schema,
  };
}

/** A query contract's fields as query parameters (each value is text, a repeated one a list). */
function queryParameters(schema: SchemaNode): Parameter[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, field]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema: field,
  }));
}

/**
 * The body a json validator reads (`readBody`: a JSON object or a plain form's fields): JSON,
 * and a urlencoded form where the contract is flat (a form's fields are one level of text); a
 * contract with a file is multipart/form-data only.
 */
function requestBody(schema: SchemaNode): NonNullable<Operation["requestBody"]> {
  const content: Record<string, MediaType> = {};
  if (hasNote(schema, "file")) {
    content["multipart/form-data"] = { schema };
  } else {
    content["application/json"] = { schema };
    if (isFlat(schema)) content["application/x-www-form-urlencoded"] = { schema };
  }
  return { required: (schema.required ?? []).length > 0, content };
}

/** Whether a schema, anywhere inside, carries a note. */
function hasNote(node: unknown, note: string): boolean {
  if (typeof node !== "object" || node === null) return false;
  if (((node as SchemaNode)["x-notes"] ?? []).includes(note as never)) return true;
  return Object.values(node).some((child) => hasNote(child, note));
}

/** Whether every field of an object schema is a single value (no object or list inside). */
function isFlat(schema: SchemaNode): boolean {
  const fields = [...Object.values(schema.properties ?? {}), ...Object.values(schemaRecord(schema.patternProperties))];
  const isNested = (field: SchemaNode): boolean =>
    [field.type].flat().some((type) => type === "object" || type === "array") ||
    [...(field.anyOf ?? []), ...(field.oneOf ?? [])].some(isNested);
  return schema.type === "object" && !fields.some(isNested);
}

const schemaRecord = (value: unknown) => (value ?? {}) as Record<string, SchemaNode>;

/**
 * The success answer: the admin resource convention fixes 201 for a create and 200 for the rest
 * (decision 0054); other routes answer some 2xx. The API's answers are the `{ data, message? }`
 * envelope; outside /api (pictures under /media) the file itself.
 */
function successResponse(method: string, path: string): Record<string, Response> {
  if (!path.startsWith("/api/")) {
    return {
      "200": {
        description: "The file.",
        content: { "*/*": { schema: { type: "string", contentMediaType: "application/octet-stream" } } },
      },
    };
  }
  // A list's export (/api/admin/orders.csv) answers the file, not the envelope
  if (path.endsWith(".csv")) {
    return { "200": { description: "The file, as CSV.", content: { "text/csv": { schema: { type: "string" } } } } };
  }
  const envelope = {
    description: "Success: `{ data, message? }` (a download answers the file itself).",
    content: json("Success"),
  };
  const isResourceCollection = /^\/api\/admin\/[^/{}]+$/.test(path);
  const isResourceItem = /^\/api\/admin\/[^/{}]+\/\{id\}$/.test(path);
  if (method === "POST" && isResourceCollection) return { "201": { ...envelope, description: "Created: `{ data }`." } };
  if (isResourceCollection || isResourceItem) return { "200": envelope };
  return { "2XX": envelope };
}

const infoDescription = [
  "The Jumla shop's HTTP API. This document is written by the Worker from its own routes and input contracts; " +
    "it changes with each deploy.",
  "Sign in with POST /api/auth/login (customers, salespeople) or POST /api/auth/admin/login (admins): the answer " +
    "sets an HttpOnly session cookie that later calls send back.",
  "Every state-changing request (POST, PUT, PATCH, DELETE) must carry an `Origin` header equal to the server's " +
    "origin (403 `cross_origin` otherwise); payment providers' webhooks are exempt.",
  "Answers are `{ data, message? }`; failures are `{ error, message, hint?, errors? }`, with `message` in the " +
    "request's language (`?locale=` or Accept-Language). Bodies are at most 64 KiB unless a route says otherwise.",
  "Admin lists take `search`, `sort` (`field` or `-field`), `page` and `perPage` (1–100, default 20) and answer " +
    "`{ items, total, page, perPage }`.",
].join("\n\n");

const schemas: Record<string, SchemaNode> = {
  Success: {
    type: "object",
    required: ["data"],
    properties: {
      data: { description: "The result; null when there is none." },
      message: { type: "string", description: "A message to show, in the request's language." },
    },
  },
  Failure: {
    type: "object",
    required: ["error", "message"],
    properties: {
      error: { type: "string", enum: Object.keys(errorCodes), description: "The error code." },
      message: { type: "string", description: "What went wrong, in the request's language." },
      hint: { type: "string", description: "What to do next, where there is something to do." },
      errors: {
        type: "object",
        additionalProperties: { type: "string" },
        description:
          "One message per refused field, named by its dotted path (`translations.en.name`, `lines.2.quantity`); " +
          "`_` for the input as a whole.",
      },
    },
  },
  InputFailure: {
    allOf: [
      { $ref: "#/components/schemas/Failure" },
      { properties: { error: { enum: ["invalid_input", "invalid_body"] } } },
    ],
    description: "`invalid_input` names each refused field in `errors`; `invalid_body` has none.",
  },
};

const responses: Record<string, Response> = {
  InvalidInput: {
    description:
      "`invalid_input`: the refused fields, each with its message; `invalid_body`: not a JSON object or a form.",
    content: {
      "application/json": {
        ...json("InputFailure")["application/json"],
        example: {
          error: "invalid_input",
          message: en("errors.invalidInput"),
          errors: { code: en("validation.required"), "translations.en.name": en("validation.required") },
        },
      },
    },
  },
  Unauthorized: {
    description: "`unauthorized`: no valid session of the kind the route needs.",
    content: json("Failure"),
  },
  Forbidden: {
    description: "`forbidden` (or the account state's code): the session does not give this access.",
    content: json("Failure"),
  },
  NotFound: {
    description: "`not_found`: no such row, or an id that is not a canonical one.",
    content: json("Failure"),
  },
  InUse: { description: '`in_use`: "Problem deleting …": other rows still use this one.', content: json("Failure") },
  Failure: { description: "Any other failure (413, 429, 500, 503 …), in the same shape.", content: json("Failure") },
};
