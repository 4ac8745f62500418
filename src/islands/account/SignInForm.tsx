import { useForm } from "@tanstack/react-form";
import { useState } from "react";
import { dir, useTranslations, type MessageKey } from "../../../i18n/index.ts";
import { AdminLogIn, LogIn } from "../../../core/contracts/auth.ts";
import { issueMessage, type Issue } from "../../../core/validation/issues.ts";
import type { Locale } from "../../../core/profiles.ts";
import { DirectionProvider } from "../../components/ui/direction.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { SubmitButton } from "./account-ui.tsx";
import { Turnstile } from "./Turnstile.tsx";

interface Props {
  /** Shoppers (customers, salespeople) sign in with email or phone; admins with email (SPEC §6). */
  kind: "shopper" | "admin";
  locale: Locale;
  /** Where to go once signed in, already localised. */
  redirectTo: string;
  /** The next step of an account still being verified or approved (SPEC §4), already localised. */
  nextSteps?: { verify: string; approval: string };
  /**
   * The Turnstile site key on a captcha profile (issue #9 D.19): past a sign-in brake the API asks
   * for a challenge (`captcha_required`), the form shows the widget and sends its `captchaToken`.
   */
  captchaSiteKey?: string | null | undefined;
}

/** An answer of the sign-in API, as far as the form needs it. */
interface Answer {
  message?: string;
  hint?: string;
  error?: string;
  errors?: Record<string, string>;
}

type Status =
  | { kind: "idle" }
  | { kind: "success"; message: string }
  | { kind: "error"; message: string; hint?: string | undefined; next?: { href: string; label: string } | undefined };

/** The first issue of a field as translated text (TanStack Form keeps Standard Schema issues). */
function firstIssue(errors: readonly unknown[], t: (key: MessageKey) => string): string | undefined {
  const issue = errors.flat().find((error): error is Issue => typeof (error as Issue)?.message === "string");
  return issue ? t(issueMessage(issue)) : undefined;
}

/**
 * The sign-in form of /login and /admin-panel/secure/login: TanStack Form validated by the API's
 * own arktype type (SPEC §5 Login), then the API's answer: SPEC §8 messages inline, in the page's
 * language. The session arrives as an HttpOnly cookie; the form only navigates on success.
 */
export function SignInForm({ kind, locale, redirectTo, nextSteps, captchaSiteKey }: Props) {
  const t = useTranslations(locale);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // Issue #9 D.19 (keep through form rewrites): the challenge, once the API asks for one. A token
  // is spent by one sign-in, so each refusal remounts the widget (`captchaRound`) for a new one.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captchaToken, setCaptchaToken] = useState("");
  // The admin type names its first field `email`, the shopper type `login`; the form is the same,
  // so it is typed once with the shopper's shape and keyed by the real field name at run time.
  const loginField = kind === "admin" ? "email" : "login";
  const schema = (kind === "admin" ? AdminLogIn : LogIn) as typeof LogIn;
  const form = useForm({
    defaultValues: { [loginField]: "", password: "" } as { login: string; password: string },
    validators: { onSubmit: schema, onChange: schema },
    onSubmit: async ({ value }) => {
      setStatus({ kind: "idle" });
      setServerErrors({});
      const endpoint = kind === "admin" ? "/api/auth/admin/login" : "/api/auth/login";
      try {
        const response = await fetch(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", "accept-language": locale },
          body: JSON.stringify(captchaToken ? { ...value, captchaToken } : value),
          credentials: "same-origin",
        });
        const answer = (await response.json().catch(() => ({}))) as Answer;
        if (response.ok) {
          setStatus({ kind: "success", message: answer.message ?? t("auth.login.success") });
          window.location.assign(redirectTo);
          return;
        }
        if (answer.errors) setServerErrors(answer.errors);
        if (
          captchaSiteKey &&
          (answer.error === "captcha_required" || answer.error === "captcha_invalid" || captchaRound)
        ) {
          setCaptchaToken("");
          setCaptchaRound((round) => round + 1);
        }
        // SPEC §4: an account still being verified or approved is shown its next step.
        const next =
          nextSteps && answer.error === "account_unverified"
            ? { href: nextSteps.verify, label: t("verify.title") }
            : nextSteps && answer.error === "account_unapproved"
              ? { href: nextSteps.approval, label: t("approval.title") }
              : undefined;
        setStatus({ kind: "error", message: answer.message ?? t("errors.unknown"), hint: answer.hint, next });
      } catch {
        setStatus({ kind: "error", message: t("errors.network") });
      }
    },
  });

  const fields = [
    {
      name: loginField,
      label: kind === "admin" ? t("auth.admin.email") : t("auth.login.login"),
      type: kind === "admin" ? "email" : "text",
      autoComplete: "username",
      inputMode: kind === "admin" ? ("email" as const) : undefined,
    },
    {
      name: "password",
      label: t("auth.login.password"),
      type: "password",
      autoComplete: "current-password",
      inputMode: undefined,
    },
  ] as const;

  return (
    <DirectionProvider dir={dir(locale)}>
      <form
        // Before hydration a submit must not put the password in a URL: post it back to the page.
        method="post"
        noValidate
        className="flex flex-col gap-4"
        data-testid="sign-in-form"
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        {fields.map((spec) => (
          <form.Field key={spec.name} name={spec.name as "login" | "password"}>
            {(field) => {
              const shown = field.state.meta.isTouched || form.state.submissionAttempts > 0;
              const error = (shown ? firstIssue(field.state.meta.errors, t) : undefined) ?? serverErrors[spec.name];
              const id = `sign-in-${spec.name}`;
              return (
                <div className="flex flex-col gap-2">
                  <Label htmlFor={id}>{spec.label}</Label>
                  <Input
                    id={id}
                    name={spec.name}
                    type={spec.type}
                    dir={spec.name === "password" ? undefined : "auto"}
                    autoComplete={spec.autoComplete}
                    inputMode={spec.inputMode}
                    value={field.state.value}
                    onBlur={field.handleBlur}
                    onChange={(event) => field.handleChange(event.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                  />
                  {error && (
                    <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
                      {error}
                    </p>
                  )}
                </div>
              );
            }}
          </form.Field>
        ))}
        {captchaSiteKey && captchaRound > 0 && (
          <Turnstile
            key={captchaRound}
            siteKey={captchaSiteKey}
            locale={locale}
            label={t("auth.captcha.label")}
            onToken={setCaptchaToken}
          />
        )}
        <div aria-live="polite" role="status" data-testid="sign-in-status">
          {status.kind === "success" && (
            <p className="rounded-md bg-emerald-100 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
              {status.message}
            </p>
          )}
          {status.kind === "error" && (
            <div
              className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
              role="alert"
            >
              <p className="font-medium">{status.message}</p>
              {status.hint && <p className="mt-1">{status.hint}</p>}
              {status.next && (
                <a href={status.next.href} className="mt-2 inline-block font-medium underline" data-testid="next-step">
                  {status.next.label}
                </a>
              )}
            </div>
          )}
        </div>
        <SubmitButton form={form} label={t("auth.login.submit")} busyLabel={t("auth.login.submitting")} size="lg" />
      </form>
    </DirectionProvider>
  );
}
