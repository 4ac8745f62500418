/**
 * The customer area's forms (`form[data-account-form]`): the form's fields go as JSON to its
 * `action` with `data-method` (PUT, POST, DELETE), in the page's language; the API's translated
 * field messages show inline in `[data-error-for]` slots, the answer's message in the form's
 * `[data-form-status]` regions. With `data-reload` a success reloads the page, so lists show the
 * saved rows as the server renders them. Checkboxes send true or false.
 */
interface ApiAnswer {
  message?: string;
  errors?: Record<string, string>;
}

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

/** The form's fields as the API's JSON: text as typed, checkboxes as booleans. */
function fieldsOf(form: HTMLFormElement): Record<string, string | boolean> {
  const fields: Record<string, string | boolean> = {};
  for (const element of form.elements) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
    if (!element.name || element.disabled) continue;
    fields[element.name] =
      element instanceof HTMLInputElement && element.type === "checkbox" ? element.checked : element.value;
  }
  return fields;
}

async function submit(form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const method = form.dataset.method ?? "POST";
  if (button) button.disabled = true;
  try {
    const response = await fetch(form.action, {
      method,
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "accept-language": document.documentElement.lang,
      },
      body: method === "DELETE" ? null : JSON.stringify(fieldsOf(form)),
      credentials: "same-origin",
    });
    const answer = (await response.json().catch(() => ({}))) as ApiAnswer;
    if (response.ok) {
      showErrors(form, {});
      showStatus(form, "success", answer.message ?? form.dataset.success ?? "");
      if (form.dataset.reset !== undefined) form.reset();
      if (form.dataset.reload !== undefined) location.reload();
      return;
    }
    if (response.status === 401) {
      location.reload();
      return;
    }
    showErrors(form, answer.errors ?? {});
    showStatus(form, "failure", answer.errors ? (form.dataset.invalid ?? "") : (answer.message ?? ""));
  } catch {
    showStatus(form, "failure", form.dataset.failure ?? "");
  } finally {
    if (button) button.disabled = false;
  }
}

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-account-form]")) {
  // The API's translated messages replace the browser's own, which speak the browser's language.
  form.noValidate = true;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    showStatus(form, null);
    void submit(form);
  });
}

// Neighbourhood lists follow the chosen city (address forms where the profile has the data).
for (const city of document.querySelectorAll("select[data-city-select]")) {
  if (!(city instanceof HTMLSelectElement)) continue;
  const neighbourhood = city.form?.querySelector("select[data-neighbourhood-select]");
  if (!(neighbourhood instanceof HTMLSelectElement)) continue;
  const sync = () => {
    for (const option of neighbourhood.options) {
      const matches = !option.dataset.city || option.dataset.city === city.value;
      option.hidden = !matches;
      if (!matches && option.selected) neighbourhood.value = "";
    }
  };
  city.addEventListener("change", sync);
  sync();
}

export {};
