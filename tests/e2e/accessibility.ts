import type axe from "axe-core";
import type { ElementContext, RunOptions } from "axe-core";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Locator, Page } from "@playwright/test";
import { HtmlValidate, type ConfigData } from "html-validate";

// Issue #9 item 17 (decision 0042): what the accessibility and HTML checks of the e2e suite hold
// every scanned page to.

/** A finding worth failing a page for, in one line: rule, impact or place, message, where. */
export type Finding = string;

/**
 * axe rules that fail a page whatever their impact: duplicate landmark names are "moderate" to
 * axe, but issue #9 item 17 asks for unique ones (web and phone copies of a section included).
 */
const alwaysFailing = new Set(["landmark-unique"]);

/** axe's impacts that fail a page. */
const failingImpacts = new Set(["serious", "critical"]);

/** axe-core's browser build, read once per test process. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Runs axe-core over the page as it is drawn now (every rule axe enables by default, WCAG 2.2 A
 * and AA and best practices, plus the experimental label-in-name rule, WCAG 2.5.3), or over the
 * part `include` names, and returns the violations that fail it; the others are returned apart,
 * for the report.
 *
 * axe-core runs in the page itself, injected once per document (a back-office tour moving inside
 * the app keeps it): @axe-core/playwright injected its 500 KB twice a scan and finished every scan
 * in a new blank page, twice the time of the scan itself (decision 0078). The shop has no frames.
 */
export async function axeFindings(
  page: Page,
  scope: { only?: string[]; include?: string; exclude?: string } = {},
): Promise<{ failing: Finding[]; other: Finding[] }> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  // Only violations are detailed: passes on a long page cost time to report and nobody reads them.
  const options: RunOptions = {
    resultTypes: ["violations"],
    rules: { "label-content-name-mismatch": { enabled: true } },
    ...(scope.only ? { runOnly: { type: "rule", values: scope.only } } : {}),
  };
  const violations = await page.evaluate(
    async ({ include, exclude, options }) => {
      let context: ElementContext = document;
      if (include) context = { include: [include], exclude: exclude ? [exclude] : [] };
      else if (exclude) context = { exclude: [exclude] };
      return (await (window as unknown as { axe: typeof axe }).axe.run(context, options)).violations;
    },
    { include: scope.include, exclude: scope.exclude, options },
  );
  const failing: Finding[] = [];
  const other: Finding[] = [];
  for (const violation of violations) {
    const where = violation.nodes.map((node) => node.target.join(" ")).join(" | ");
    const line = `${violation.id} (${violation.impact}): ${violation.help} at ${where}`;
    (failingImpacts.has(violation.impact ?? "") || alwaysFailing.has(violation.id) ? failing : other).push(line);
  }
  return { failing, other };
}

/**
 * html-validate's rules for the HTML the Worker serves: its "recommended" set (validity, content
 * models, ARIA use, accessibility) and its "document" set (labels, heading order, references by
 * id), less the rules about how markup is written rather than what it means. Each exception says why.
 */
const htmlValidateConfig: ConfigData = {
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // Serialisation style, not validity: React's server renderer writes `<input/>`, `disabled=""`
    // and property casing (`autoComplete`) inside islands, Astro writes `<input>`; every HTML
    // parser reads them alike. Attribute names stay lowercase, or camelCase as React writes them.
    "void-style": "off",
    "attribute-boolean-style": "off",
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // Advice about search results cutting titles short; a product's title is the admin's text.
    "long-title": "off",
    // A group of checkboxes (the catalogue's brand and colour filters) shares one name by design.
    "form-dup-name": ["error", { shared: ["radio", "button", "reset", "submit", "checkbox"] }],
    // Integrity hashes guard third-party hosts; every script and stylesheet here is the Worker's own.
    "require-sri": "off",
  },
};

const validator = new HtmlValidate(htmlValidateConfig);

/** html-validate's findings for one page's HTML, each as "rule line:column message (selector)". */
export async function htmlFindings(html: string): Promise<Finding[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${message.ruleId} ${message.line}:${message.column} ${message.message} (${message.selector ?? ""})`,
    ),
  );
}

/**
 * The text an element shows: its text without what is visually hidden (`sr-only`, drawn in a
 * 1 px box) or not drawn at all, whitespace collapsed.
 */
export async function shownText(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let text = "";
    /** Whether an element and every ancestor up to `element` are drawn larger than a pixel. */
    const isShown = (from: Element | null): boolean => {
      for (let at = from; at && at !== element.parentElement; at = at.parentElement) {
        const box = at.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false;
      }
      return true;
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (isShown(node.parentElement)) text += node.textContent;
    }
    return text.replace(/\s+/g, " ").trim();
  });
}

/** One pass of a screen tour: a theme, and the language the screens are opened in. */
export interface TourPass {
  theme: "light" | "dark";
  locale: "ar" | "en";
  /** The language's path prefix: "" for Arabic (the default), "/en" for English. */
  prefix: "" | "/en";
}

/**
 * How a screen tour runs axe (decision 0078): each screen once per theme, on a desktop, with every
 * rule: light in Arabic (the shop's default), then dark in English. Names and labels depend on the
 * language and colours on the theme, not on each other, so two passes check both languages and
 * both themes. A phone changes neither: phones are measured for layout (phone-layout.spec.ts).
 */
export const tourPasses: readonly TourPass[] = [
  { theme: "light", locale: "ar", prefix: "" },
  { theme: "dark", locale: "en", prefix: "/en" },
];

/**
 * Opens every later page of `page` in `theme`, stored before the page's own scripts run, as the
 * theme toggle stores it (src/stores/theme.ts); a later call wins.
 */
export async function chooseTheme(page: Page, theme: TourPass["theme"]): Promise<void> {
  await page.addInitScript((mode) => localStorage.setItem("theme", mode), theme);
}

/** axe's failing findings on the page as drawn now, each labelled with where it was found. */
export async function axeFailures(page: Page, label: string): Promise<Finding[]> {
  const { failing } = await axeFindings(page);
  return failing.map((finding) => `${label}: ${finding}`);
}
