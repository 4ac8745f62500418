// The personal parts of a shared page (issue #9 items 9 and 14, docs/decisions/0028): the server
// renders every catalogue page for all buyers alike; this fills in who is signed in from the
// account cookie, after the inline <head> script (src/lib/account-init.ts) chose the header's
// signed-in or guest half before first paint.
import { readAccountHint, type AccountHint } from "../../core/account-cookie.ts";

/**
 * The header's account name; a link to the customer area only for an approved customer (decision
 * 0017), to the sales area for a salesperson (decision 0095).
 */
function fillHeader(hint: AccountHint) {
  for (const name of document.querySelectorAll<HTMLElement>("[data-account-name]")) name.textContent = hint.name;
  if (hint.role === "customer") return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-account-link]")) {
    if (hint.role === "salesperson") {
      link.href = link.dataset.salesHref ?? link.href;
      const purpose = link.querySelector("[data-account-purpose]");
      if (purpose) purpose.textContent = link.dataset.salesPurpose ?? "";
      continue;
    }
    const text = document.createElement("span");
    text.className = link.className;
    // "Your account" names where the link leads; without the link it would mislead.
    link.querySelector("[data-account-purpose]")?.remove();
    text.replaceChildren(...link.childNodes);
    link.replaceWith(text);
  }
}

/**
 * SPEC §4: an account still being verified or approved, or one without prices, is told why there
 * are no prices and where to go, instead of "Sign in" (issue #9 item 14). The texts and links come
 * from the page's own <template> (its language).
 */
function explainPrices(hint: AccountHint) {
  const reason =
    hint.role === "unverified" || hint.role === "unapproved"
      ? hint.role
      : hint.role === "customer" && !hint.canSeePrices
        ? "notAllowed"
        : null;
  const template = document.querySelector<HTMLTemplateElement>("template#price-notes");
  const note = reason && template?.content.querySelector<HTMLElement>(`[data-reason="${reason}"]`);
  if (!note) return;
  for (const target of document.querySelectorAll<HTMLElement>("[data-price-note]")) {
    target.replaceChildren(note.cloneNode(true));
  }
}

const hint = readAccountHint(document.cookie);
if (hint) {
  fillHeader(hint);
  explainPrices(hint);
}
