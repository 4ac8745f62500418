/**
 * The one enhancer of the server-rendered forms (`form[data-api]`, src/components/PlainForm.astro;
 * issue #9 A.2, decision 0039). Without JavaScript they post to their page, which sends them on to
 * the API; with it, this sends their fields as JSON to the same API route (`data-api`,
 * `data-method`) in the page's language, with no page load: the button is busy meanwhile, the
 * API's field messages fill the `[data-error-for]` slots and the first refused field takes focus,
 * a refusal of the whole form is a toast, and a success is said in `[data-form-status]` (or, with
 * `data-then="reload"`, shown by the page as a plain post's success is).
 */
import { callApi, refusal } from "./api-call.ts";

function showStatus(form: HTMLFormElement, kind: "success" | "failure" | null, text = "") {
  for (const region of form.querySelectorAll<HTMLElement>("[data-form-status]")) {
    region.textContent = region.dataset.formStatus === kind ? text : "";
  }
}

function showErrors(form: HTMLFormElement, errors: Record<string, string>) {
  for (const slot of form.querySelectorAll<HTMLElement>("[data-error-for]")) {
    const name = slot.dataset.errorFor ?? "";
    const message = errors[name];
    slot.textContent = message ?? "";
    slot.hidden = !message;
    for (const control of form.querySelectorAll<HTMLElement>(`[name="${name}"]`)) {
      if (message) control.setAttribute("aria-invalid", "true");
      else control.removeAttribute("aria-invalid");
    }
  }
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** The names of the fields the form shows messages for. */
const fieldNames = (form: HTMLFormElement) =>
  [...form.querySelectorAll<HTMLElement>("[data-error-for]")].map((slot) => slot.dataset.errorFor ?? "");

/**
 * The form's fields as the API's JSON: text as typed, checkboxes as booleans, a chosen radio's
 * value, and a field marked `data-list` as the list of every value under its name, in order (what
 * the API's `lists` read from the same form posted plainly).
 */
function fieldsOf(form: HTMLFormElement): Record<string, string | boolean | string[]> {
  const fields: Record<string, string | boolean | string[]> = {};
  for (const element of form.elements) {
    if (!(
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    ))
      continue;
    // `_form` and `_id` tell the page which form was posted; the API's route already says it.
    if (!element.name || element.disabled || element.name.startsWith("_")) continue;
    if ("list" in element.dataset) {
      const earlier = fields[element.name];
      fields[element.name] = [...(Array.isArray(earlier) ? earlier : []), element.value];
    } else if (element instanceof HTMLInputElement && element.type === "checkbox")
      fields[element.name] = element.checked;
    else if (element instanceof HTMLInputElement && element.type === "radio") {
      if (element.checked) fields[element.name] = element.value;
    } else fields[element.name] = element.value;
  }
  return fields;
}

async function submit(form: HTMLFormElement, button: HTMLButtonElement | null) {
  // The label as it was, nodes and all (a visually hidden part of the name stays hidden).
  const label = button ? [...button.childNodes] : [];
  if (button) {
    button.disabled = true;
    button.setAttribute("aria-busy", "true");
    if (button.dataset.busyLabel) button.textContent = button.dataset.busyLabel;
  }
  const method = (form.dataset.method ?? "POST") as "POST" | "PUT" | "DELETE";
  const result = await callApi({ path: form.dataset.api ?? "", method, json: fieldsOf(form) });
  if (button) {
    button.disabled = false;
    button.setAttribute("aria-busy", "false");
    button.replaceChildren(...label);
  }
  if (result.ok) {
    showErrors(form, {});
    if (form.dataset.then === "reload" && form.dataset.done) return location.assign(form.dataset.done);
    showStatus(form, "success", result.answer.message ?? "");
    if (form.dataset.then === "reset") form.reset();
    return;
  }
  // The session ended while the form was open: the page sends the visitor to sign in.
  if (result.status === 401) return location.reload();
  const refused = refusal(result, fieldNames(form), {
    network: form.dataset.network ?? "",
    unknown: form.dataset.unknown ?? "",
  });
  showErrors(form, refused.fields);
  showStatus(form, Object.keys(refused.fields).length > 0 ? "failure" : null, form.dataset.invalid ?? "");
  // The toaster loads with the first toast: most pages never need it.
  const message = refused.toast;
  if (message) void import("./toaster.ts").then(({ toast }) => toast({ tone: "error", ...message }));
}

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-api]")) {
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    showStatus(form, null);
    void submit(form, form.querySelector<HTMLButtonElement>('button[type="submit"]'));
  });
}

// Neighbourhood lists follow the chosen city (address forms where the profile has the data). The
// page lists every city's neighbourhoods, each city's in its own group; here the list is rebuilt
// with the chosen city's only (removed, not hidden: Safari and iOS show hidden options), and a
// choice of another city is cleared (issue #19 item 7).
for (const city of document.querySelectorAll("select[data-city-select]")) {
  if (!(city instanceof HTMLSelectElement)) continue;
  const neighbourhood = city.form?.querySelector("select[data-neighbourhood-select]");
  if (!(neighbourhood instanceof HTMLSelectElement)) continue;
  const [placeholder] = neighbourhood.options;
  const groups = [...neighbourhood.querySelectorAll("optgroup")];
  const sync = () => {
    const chosen = neighbourhood.value;
    const group = groups.find((candidate) => candidate.dataset.city === city.value);
    const options = group ? [...group.children].map((option) => option.cloneNode(true)) : [];
    neighbourhood.replaceChildren(...(placeholder ? [placeholder] : []), ...options);
    neighbourhood.value = options.some((option) => (option as HTMLOptionElement).value === chosen) ? chosen : "";
  };
  city.addEventListener("change", sync);
  sync();
}

export {};
