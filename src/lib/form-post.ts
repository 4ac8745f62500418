// Forms that work without JavaScript (issue #9 A.2, decision 0039): every form posts to its own
// page, and the page sends the fields in-process to the form's API route, so validation,
// authorisation and rate limits stay in the API and there is one way to refuse input. A success
// redirects (POST-redirect-GET); a refusal renders the page again with the API's messages and what
// was typed. With JavaScript the same forms call the same routes (src/scripts/api-call.ts).
import type { AstroGlobal } from "astro";
import { env } from "cloudflare:workers";
import { useTranslations } from "../../i18n/index.ts";
import { localizePath } from "../../i18n/routing.ts";
import { api } from "../../workers/api/app.ts";
import { safeRedirectTarget } from "../../workers/lib/http/safe-redirect.ts";
import type { ApiAnswer, PostedForm } from "../scripts/api-call.ts";

/** The API route one of a page's forms goes to; a form of one row of a list posts its id as `_id`. */
export interface FormRoute {
  method: "POST" | "PUT" | "DELETE";
  path: string | ((id: string) => string);
}

/** A page's forms by name (the `_form` field of each; a page with one form needs none). */
export type FormRoutes = Readonly<Record<string, FormRoute>>;

/** A refused post of one of the page's forms, to render back into it. */
export interface RefusedPost {
  name: string;
  /** The row the form belongs to (`_id`), for forms repeated per row. */
  id: string | null;
  posted: PostedForm;
}

interface ReceiveOptions {
  /**
   * Where a success goes: a page path (already localised) or, by default, this page with
   * `?done=<form>`, which the page reads back with `doneForm` to say it worked.
   */
  done?: (name: string, answer: ApiAnswer) => string | null | undefined;
}

/** Fields no page renders back: passwords (and their confirmations) never travel back into HTML. */
const isSecret = (name: string) => /password/i.test(name);

/** The page's URL as forms post to it: its localised path and query, without a previous `?done=`. */
export function formAction(Astro: AstroGlobal): string {
  const { locale, profile, path } = Astro.locals;
  const query = new URLSearchParams(Astro.url.search);
  query.delete("done");
  const search = query.size > 0 ? `?${query}` : "";
  return localizePath(path, locale, profile) + search;
}

/** The form a success redirect named (`?done=<form>`), on a GET only. */
export function doneForm(Astro: AstroGlobal): string | null {
  return Astro.request.method === "GET" ? Astro.url.searchParams.get("done") : null;
}

/** Where a form's success leads by default: its page, saying which form worked (`?done=<form>`). */
export function doneLocation(Astro: AstroGlobal, name: string): string {
  const { locale, profile, path } = Astro.locals;
  return `${localizePath(path, locale, profile)}?done=${encodeURIComponent(name)}`;
}

/** One form of a page as it renders: what was typed (else what is stored), the API's messages. */
export interface FormView {
  /** The form's name among its page's forms, and the row it belongs to. */
  name: string;
  row: string | null;
  /** The prefix of its elements' ids, unique on the page. */
  id: string;
  /** A refused post of this form, or null. */
  posted: PostedForm | null;
  /** The form's success is what the page was redirected to show. */
  isDone: boolean;
  value(field: string, stored?: string | number | null): string;
  error(field: string): string | undefined;
  /** The first refused field, focused on load (`autofocus`) so the refusal is where the user is. */
  isFirstError(field: string): boolean;
}

/**
 * A form's view on its page: `name` among the page's forms, and `row` for a form repeated per row.
 * @example const profileForm = formView(Astro, refused, "profile");
 */
export function formView(
  Astro: AstroGlobal,
  refused: RefusedPost | null,
  name: string,
  row?: string | number,
): FormView {
  const posted =
    refused && refused.name === name && (row === undefined || refused.id === String(row)) ? refused.posted : null;
  const first = posted ? Object.keys(posted.errors)[0] : undefined;
  return {
    name,
    row: row === undefined ? null : String(row),
    id: row === undefined ? name : `${name}-${row}`,
    posted,
    isDone: row === undefined && doneForm(Astro) === name,
    value: (field, stored) => (posted ? (posted.values[field] ?? "") : stored == null ? "" : String(stored)),
    error: (field) => posted?.errors[field],
    isFirstError: (field) => field === first,
  };
}

/**
 * Answers a plain post of one of the page's forms: null for a GET; a Response (a redirect) for a
 * success; a `RefusedPost` for a refusal, with this page's status set to the API's.
 * @example
 * const refused = await receiveFormPost(Astro, { profile: { method: "PUT", path: "/api/account/profile" } });
 * if (refused instanceof Response) return refused;
 */
export async function receiveFormPost(
  Astro: AstroGlobal,
  routes: FormRoutes,
  options: ReceiveOptions = {},
): Promise<Response | RefusedPost | null> {
  if (Astro.request.method !== "POST") return null;
  const { locale, profile, path } = Astro.locals;
  const t = useTranslations(locale);
  const names = Object.keys(routes);
  const refuse = (name: string, id: string | null, status: number, posted: PostedForm): RefusedPost => {
    Astro.response.status = status;
    // What was typed is personal: this answer is never stored by any cache.
    Astro.response.headers.set("cache-control", "private, no-store");
    return { name, id, posted };
  };

  let fields: FormData;
  try {
    fields = await Astro.request.formData();
  } catch {
    return refuse(names[0] ?? "", null, 400, {
      values: {},
      errors: {},
      failure: { code: "invalid_body", message: t("errors.invalidBody") },
    });
  }
  const named = fields.get("_form");
  const name = typeof named === "string" ? named : names.length === 1 ? (names[0] ?? "") : "";
  const route = routes[name];
  const rowId = fields.get("_id");
  const id = typeof rowId === "string" ? rowId : null;
  if (!route || (typeof route.path === "function" && id === null)) {
    return refuse(name, id, 400, {
      values: {},
      errors: {},
      failure: { code: "invalid_body", message: t("errors.invalidBody") },
    });
  }

  const values: Record<string, string> = {};
  const sent = [...fields].filter(([field]) => field !== "_form" && field !== "_id");
  for (const [field, value] of sent) if (typeof value === "string" && !isSecret(field)) values[field] = value;
  // Plain fields go on as a plain form; an upload as the multipart form it came as.
  const hasFile = sent.some(([, value]) => typeof value !== "string");
  const body = new FormData();
  for (const [field, value] of sent) body.append(field, value);
  const apiPath = typeof route.path === "function" ? route.path(encodeURIComponent(id ?? "")) : route.path;
  const headers = new Headers(Astro.request.headers);
  for (const header of ["content-type", "content-length", "accept", "accept-language"]) headers.delete(header);
  headers.set("accept", "application/json");
  headers.set("accept-language", locale);
  const request = new Request(new URL(apiPath, Astro.url), {
    method: route.method,
    headers,
    body:
      route.method === "DELETE"
        ? null
        : hasFile
          ? body
          : new URLSearchParams(sent.map(([field, value]) => [field, String(value)])),
  });
  const response = await api.fetch(request, env, Astro.locals.cfContext);
  const cookies = response.headers.getSetCookie();
  const answer = (await response.json().catch(() => ({}))) as ApiAnswer;

  const redirect = (location: string) =>
    new Response(null, {
      status: 303,
      headers: [["location", location], ...cookies.map((c) => ["set-cookie", c] as [string, string])],
    });
  const pagePath = localizePath(path, locale, profile);
  if (response.ok) {
    const target = options.done?.(name, answer) ?? doneLocation(Astro, name);
    return redirect(safeRedirectTarget(target, Astro.url.origin) ?? pagePath);
  }
  // A session that ended while the form was open: sign in again, then back to the page.
  if (answer.error === "unauthorized") {
    return redirect(`${localizePath("/login", locale, profile)}?to=${encodeURIComponent(formAction(Astro))}`);
  }
  for (const cookie of cookies) Astro.response.headers.append("set-cookie", cookie);
  // The API's message per field goes under the field; with none, its message is the form's.
  const errors = answer.errors ?? {};
  const hasFieldErrors = Object.keys(errors).length > 0;
  return refuse(name, id, response.status, {
    values,
    errors,
    failure: hasFieldErrors
      ? null
      : {
          code: answer.error ?? "server",
          message: answer.message ?? t("errors.server"),
          ...(answer.hint ? { hint: answer.hint } : {}),
        },
  });
}
