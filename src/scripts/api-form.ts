/**
 * Progressive enhancement for `form[data-api-form]` posting to the API: without JavaScript the
 * form posts and the API redirects back (POST-redirect-GET); with it, the form posts JSON from the
 * same origin and shows the API's translated field messages inline, with no page load.
 */
interface ApiAnswer {
  message?: string;
  errors?: Record<string, string>;
}

function showStatus(form: HTMLFormElement, kind: "success" | "failure", text: string) {
  for (const region of form.querySelectorAll<HTMLElement>("[data-form-status]")) {
    region.textContent = region.dataset.formStatus === kind ? text : "";
  }
}

function showErrors(form: HTMLFormElement, errors: Record<string, string>) {
  for (const slot of form.querySelectorAll<HTMLElement>("[data-error-for]")) {
    const message = errors[slot.dataset.errorFor ?? ""];
    slot.textContent = message ?? "";
    slot.hidden = !message;
    for (const control of form.querySelectorAll<HTMLElement>(`[name="${slot.dataset.errorFor}"]`)) {
      if (message) control.setAttribute("aria-invalid", "true");
      else control.removeAttribute("aria-invalid");
    }
  }
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

async function submit(form: HTMLFormElement, button: HTMLButtonElement | null) {
  const fields = Object.fromEntries(
    [...new FormData(form)].filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
    ),
  );
  const label = button?.textContent ?? "";
  if (button) {
    button.disabled = true;
    button.textContent = form.dataset.sending ?? label;
  }
  try {
    const response = await fetch(form.action, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(fields),
    });
    const answer = (await response.json().catch(() => ({}))) as ApiAnswer;
    if (response.ok) {
      form.reset();
      showErrors(form, {});
      showStatus(form, "success", answer.message ?? form.dataset.success ?? "");
    } else if (response.status === 400 && answer.errors) {
      showErrors(form, answer.errors);
      showStatus(form, "failure", form.dataset.invalid ?? answer.message ?? "");
    } else if (response.status === 429) {
      // Too many messages from this address or email (issue #9 D.20): the API's own words.
      showStatus(form, "failure", answer.message ?? form.dataset.failure ?? "");
    } else {
      showStatus(form, "failure", form.dataset.failure ?? answer.message ?? "");
    }
  } catch {
    showStatus(form, "failure", form.dataset.failure ?? "");
  } finally {
    if (button) {
      button.disabled = false;
      button.textContent = label;
    }
  }
}

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-api-form]")) {
  // The API's translated messages replace the browser's own, which speak the browser's language.
  form.noValidate = true;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void submit(form, form.querySelector<HTMLButtonElement>('button[type="submit"]'));
  });
}
