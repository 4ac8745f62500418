// Saving from the catalogue in place (issue #9 item 14): with JavaScript a signed-in customer's save
// posts without leaving the page, says "saved" or "already saved", and every save button shows
// what is on the customer's lists (the page is shared, so that state comes from the browser:
// docs/decisions/0028). Guests and accounts not yet approved post the plain form, which leads to
// sign-in with the reason and back.
import { accountCookieValue, readAccountHint } from "../../core/account-cookie.ts";
import { $savedProducts, markSaved, startSavedProducts, type SavedList } from "../stores/saved-products.ts";

interface Notice {
  list: SavedList;
  saved: string;
  already: string;
  view: string;
  href: string;
}

const owner = accountCookieValue(document.cookie);
const isCustomer = readAccountHint(document.cookie)?.role === "customer";
const forms = [...document.querySelectorAll<HTMLFormElement>("form[data-save-product]")];
const region = document.querySelector<HTMLElement>("[data-testid=save-notice]");

const listOf = (form: HTMLFormElement) => form.dataset.saveProduct as SavedList;
const productOf = (form: HTMLFormElement) => Number(form.dataset.productId);

/** A save button as saved (filled, "In your wishlist") or not. */
function showSaved(form: HTMLFormElement, isSaved: boolean) {
  const button = form.querySelector<HTMLButtonElement>("button");
  if (!button) return;
  button.dataset.saved = String(isSaved);
  const label = (isSaved ? button.dataset.savedLabel : button.dataset.label) ?? "";
  if (button.hasAttribute("aria-label")) {
    button.setAttribute("aria-label", label);
    button.title = label;
  }
  const text = button.querySelector("[data-save-label]");
  if (text) text.textContent = label;
}

/** Says what happened, in the page's status region, with a link to the list. */
function announce(list: SavedList, isAlready: boolean) {
  const notices = JSON.parse(region?.dataset.notices ?? "[]") as Notice[];
  const notice = notices.find((entry) => entry.list === list);
  if (!region || !notice) return;
  const line = document.createElement("p");
  line.className =
    "mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-primary/40 bg-primary/10 px-4 py-3 text-sm";
  const text = document.createElement("span");
  text.className = "font-medium";
  text.textContent = isAlready ? notice.already : notice.saved;
  const link = document.createElement("a");
  link.href = notice.href;
  link.className = "text-primary underline";
  link.textContent = notice.view;
  line.appendChild(text);
  line.appendChild(link);
  region.replaceChildren(line);
}

async function save(form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>("button");
  if (button) button.disabled = true;
  try {
    const response = await fetch(form.action, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: "{}",
    });
    // Signed out meanwhile, or anything else: the plain post lets the server lead the way.
    if (!response.ok) return form.submit();
    const { data } = (await response.json()) as { data: { alreadySaved: boolean } };
    if (owner) markSaved(owner, listOf(form), productOf(form));
    announce(listOf(form), data.alreadySaved);
  } finally {
    if (button) button.disabled = false;
  }
}

if (forms.length > 0 && isCustomer && owner) {
  $savedProducts.subscribe((lists) => {
    for (const form of forms) showSaved(form, lists?.[listOf(form)].includes(productOf(form)) ?? false);
  });
  startSavedProducts(owner).catch((error: unknown) => console.error("Saved products unavailable", error));
  for (const form of forms) {
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      void save(form);
    });
  }
}

// A notice that came back in the address (a plain post's answer) is shown once: a reload does not repeat it.
if (region?.dataset.fromQuery) {
  const url = new URL(location.href);
  url.searchParams.delete("saved");
  url.searchParams.delete("already");
  history.replaceState(history.state, "", url);
}
