// Cloudflare Turnstile's widget (SPEC §1 captcha; issue #9 D.19, docs/decisions/0036): shown by a
// sign-in form once a brake asks for a challenge, its script loaded only then, from the origin the
// page's CSP allows on captcha profiles. Kept apart from the forms so a form rewrite keeps it.
import { useEffect, useRef } from "react";
import type { Locale } from "../../../core/profiles.ts";

interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const scriptUrl = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
let loading: Promise<TurnstileApi> | undefined;

function loadTurnstile(): Promise<TurnstileApi> {
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not load")));
    script.onerror = () => {
      loading = undefined;
      reject(new Error("Turnstile could not be loaded"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

interface Props {
  siteKey: string;
  locale: Locale;
  /** The accessible name of the widget's region ("Security check"). */
  label: string;
  /** The token once solved; "" when it expired or failed (a new one is needed). */
  onToken: (token: string) => void;
}

/** The widget, rendered in the page's language; remount it (new `key`) for a fresh token. */
export function Turnstile({ siteKey, locale, label, onToken }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const handler = useRef(onToken);
  useEffect(() => {
    handler.current = onToken;
  });
  useEffect(() => {
    let widgetId: string | undefined;
    let isGone = false;
    loadTurnstile()
      .then((turnstile) => {
        if (isGone || !box.current) return;
        widgetId = turnstile.render(box.current, {
          sitekey: siteKey,
          language: locale,
          action: "sign-in",
          callback: (token: string) => handler.current(token),
          "expired-callback": () => handler.current(""),
          "error-callback": () => handler.current(""),
        });
      })
      .catch(() => handler.current(""));
    return () => {
      isGone = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, locale]);
  return <div ref={box} role="group" aria-label={label} data-testid="captcha" className="min-h-16" />;
}
