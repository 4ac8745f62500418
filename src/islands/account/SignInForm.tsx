import { useRef, useState } from "react";
import type { Locale } from "../../../core/profiles.ts";
import { AdminLogIn, adminLogInMessages, LogIn, logInMessages } from "../../../core/contracts/auth.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import { translator, type Messages } from "../../../i18n/messages.ts";
import type { PostedForm } from "../../scripts/api-call.ts";
import { ApiForm } from "../forms/ApiForm.tsx";
import { formKitMessages } from "../forms/form-context.ts";
import { useApiForm } from "../forms/use-api-form.ts";
import { Turnstile } from "./Turnstile.tsx";

/** The messages the sign-in form shows; its pages pick them for their locale (issue #9 A.8). */
export const signInFormMessages = [
  ...formKitMessages,
  ...logInMessages,
  ...adminLogInMessages,
  "auth.login.login",
  "auth.admin.email",
  "auth.login.password",
  "auth.login.submit",
  "auth.login.submitting",
  "auth.login.success",
  "auth.captcha.label",
] as const satisfies readonly MessageKey[];

interface Props {
  /** Shoppers (customers, salespeople) sign in with email or phone; admins with email (SPEC §6). */
  kind: "shopper" | "admin";
  locale: Locale;
  messages: Messages<(typeof signInFormMessages)[number]>;
  /** Where to go once signed in, already localised. */
  redirectTo: string;
  /** Where a shopper goes other than `redirectTo` (see `signedInStep`), already localised. */
  nextSteps?: NextSteps | undefined;
  /** The form as its page got it back refused, when it was posted without JavaScript. */
  posted?: PostedForm | null | undefined;
  /** A success to say on arrival: the new password was saved (`?done=resetPassword`). */
  notice?: string | null | undefined;
  /**
   * The Turnstile site key on a captcha profile (issue #9 D.19): past a sign-in brake the API asks
   * for a challenge (`captcha_required`), the form shows the widget and sends its `captchaToken`.
   */
  captchaSiteKey?: string | null | undefined;
}

const isChallenge = (code: string | undefined) => code === "captcha_required" || code === "captcha_invalid";

/**
 * The shopper's pages other than where they were going: the onboarding steps (SPEC §4), and the
 * salesperson's landing, their area unless they asked for a page (`?to=`, decision 0095).
 */
export interface NextSteps {
  verify: string;
  approval: string;
  sales: string;
}

/**
 * Where the sign-in's answer sends the shopper: a customer still unverified or unapproved
 * (`data.user.status`) to their onboarding step, a salesperson (`data.user.kind`) to `steps.sales`;
 * null for an approved customer, who goes where they were going.
 */
export function signedInStep(data: unknown, steps: NextSteps): string | null {
  const user = (data as { user?: { status?: unknown; kind?: unknown } } | null)?.user;
  if (user?.kind === "salesperson") return steps.sales;
  return user?.status === "unverified" ? steps.verify : user?.status === "unapproved" ? steps.approval : null;
}

/**
 * The sign-in form of /login and /admin-panel/secure/login (SPEC §5 Login): the API's own contract,
 * then the API's answer (SPEC §8 messages) in the page's language. The session arrives as an
 * HttpOnly cookie; the form only navigates on success.
 */
export function SignInForm({ kind, locale, messages, redirectTo, nextSteps, posted, notice, captchaSiteKey }: Props) {
  const t = translator(messages);
  // Issue #9 D.19 (keep through form rewrites): the challenge, once the API asks for one (also in
  // a refusal of the form posted before the island ran). A token is spent by one sign-in, so each
  // refusal remounts the widget (`captchaRound`) for a new one.
  const [captchaRound, setCaptchaRound] = useState(isChallenge(posted?.failure?.code) ? 1 : 0);
  const captchaToken = useRef("");
  // The admin contract names its first field `email`, the shopper's `login`; the form is the same,
  // so it is typed once with the shopper's shape and keyed by the real field name at run time.
  const loginField = kind === "admin" ? "email" : "login";
  const { form, kit } = useApiForm({
    messages,
    schema: (kind === "admin" ? AdminLogIn : LogIn) as typeof LogIn,
    defaultValues: { [loginField]: "", password: "" } as { login: string; password: string },
    posted,
    notice,
    request: (value) => ({
      path: kind === "admin" ? "/api/auth/admin/login" : "/api/auth/login",
      json: captchaToken.current ? { ...value, captchaToken: captchaToken.current } : value,
    }),
    // SPEC §4: an account still being verified or approved is signed in and sent to the step it is
    // on, which says what it waits for (decision 0075); a salesperson to their area (decision 0095);
    // everyone else to where they were going.
    onSuccess: ({ answer }) => {
      const step = nextSteps ? signedInStep(answer.data, nextSteps) : null;
      kit.setStatus({
        kind: "success",
        message: step && step !== nextSteps?.sales ? (answer.message ?? "") : t("auth.login.success"),
      });
      window.location.assign(step ?? redirectTo);
    },
    onRefusal: ({ answer }) => {
      if (captchaSiteKey && (isChallenge(answer.error) || captchaRound > 0)) {
        captchaToken.current = "";
        setCaptchaRound((round) => round + 1);
      }
      return false;
    },
  });

  return (
    <ApiForm form={form} kit={kit} locale={locale} testId="sign-in-form" className="flex flex-col gap-4">
      <form.RequiredNote />
      <form.AppField name={loginField as "login"}>
        {(field) => (
          <field.TextField
            label={kind === "admin" ? t("auth.admin.email") : t("auth.login.login")}
            isRequired
            input={{
              type: kind === "admin" ? "email" : "text",
              autoComplete: "username",
              inputMode: kind === "admin" ? "email" : undefined,
              dir: "auto",
            }}
          />
        )}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.TextField
            label={t("auth.login.password")}
            isRequired
            input={{ type: "password", autoComplete: "current-password" }}
          />
        )}
      </form.AppField>
      {captchaSiteKey && captchaRound > 0 && (
        <Turnstile
          key={captchaRound}
          siteKey={captchaSiteKey}
          locale={locale}
          label={t("auth.captcha.label")}
          onToken={(token) => (captchaToken.current = token)}
        />
      )}
      <form.FormStatus testId="sign-in-status" />
      <form.SubmitButton label={t("auth.login.submit")} busyLabel={t("auth.login.submitting")} size="lg" />
    </ApiForm>
  );
}
