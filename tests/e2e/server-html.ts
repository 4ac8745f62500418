import type { APIRequestContext } from "@playwright/test";
import { DomUtils, parseDocument } from "htmlparser2";

// Decision 0078: what the server answers (status, headers, its HTML) is checked over HTTP through
// Playwright's `request` fixture, without a browser: a page parsed by htmlparser2 (the parser
// core/rich-text.ts uses), looked into by element.

type Element = ReturnType<typeof DomUtils.findAll>[number];

/** A page as the server sent it: status, headers and its parsed HTML. */
export interface ServerPage {
  status: number;
  headers: Record<string, string>;
  html: string;
  /** Every element `test` accepts, in document order (inside `within`, when given). */
  all(test: (element: Element) => boolean, within?: Element): Element[];
  /** The first element `test` accepts; fails when there is none. */
  one(test: (element: Element) => boolean, what: string): Element;
}

/** GETs `path` (redirects not followed: a redirect is an answer of its own) and parses its HTML. */
export async function serverPage(request: APIRequestContext, path: string): Promise<ServerPage> {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const document = parseDocument(html);
  const all = (test: (element: Element) => boolean, within?: Element) =>
    DomUtils.findAll(test, (within ?? document).children);
  return {
    status: response.status(),
    headers: response.headers(),
    html,
    all,
    one(test, what) {
      const found = DomUtils.findOne(test, document.children);
      if (!found) throw new Error(`${path}: no ${what} in the server's HTML`);
      return found;
    },
  };
}

/** Element tests for ServerPage.all/one. */
export const withTag = (name: string) => (element: Element) => element.name === name;
export const withTestId = (id: string) => (element: Element) => element.attribs["data-testid"] === id;
export const withAttribute = (name: string, value: string) => (element: Element) => element.attribs[name] === value;

/** An element's attribute, as the server wrote it. */
export const attributeOf = (element: Element, name: string): string | undefined => element.attribs[name];

/** An element's text with its whitespace collapsed, as a reader sees it. */
export const textOf = (element: Element): string => DomUtils.textContent(element).replace(/\s+/g, " ").trim();
