/**
 * "Pay now" on an order waiting for its card payment (issue #19 item 4, decision 0073): asks the
 * API for a new provider page for the same order and goes there. The button stays disabled while
 * the browser leaves, so a second click cannot ask for another page; two tabs asking at once get
 * one page and one "A payment for this order is already under way" (the server decides).
 */
import { callApi } from "./api-call.ts";

for (const root of document.querySelectorAll<HTMLElement>("[data-pay-now]")) {
  const button = root.querySelector<HTMLButtonElement>("[data-pay-now-button]");
  const region = root.closest("section")?.querySelector<HTMLElement>("[data-pay-now-error]");
  if (!button || !region) continue;
  const text = button.dataset;
  // Shown only where it can work (without JavaScript the page says paying needs it)
  button.hidden = false;
  button.addEventListener("click", async () => {
    const label = button.textContent;
    button.disabled = true;
    button.setAttribute("aria-busy", "true");
    button.textContent = text.busyLabel ?? "";
    region.replaceChildren();
    const result = await callApi<{ url: string }>({
      path: "/api/payments/sessions",
      json: { orderId: Number(text.orderId) },
    });
    const url = result.answer.data?.url;
    if (result.ok && url) {
      // Another site's page: a script, not a form (CSP form-action 'self', decision 0049)
      location.assign(url);
      return;
    }
    const message = result.status === 0 ? text.network : (result.answer.message ?? text.unknown);
    region.textContent = [message, result.answer.hint].filter(Boolean).join(" ");
    button.textContent = label;
    button.setAttribute("aria-busy", "false");
    button.disabled = false;
  });
}
