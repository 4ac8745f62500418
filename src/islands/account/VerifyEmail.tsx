import { useSelector } from "@tanstack/react-form";
import { useEffect, useRef, useState } from "react";
import type { Locale } from "../../../core/profiles.ts";
import { VerifyEmail as VerifyEmailInput, verifyEmailMessages } from "../../../core/contracts/auth.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import { translator, type Messages } from "../../../i18n/messages.ts";
import { Button } from "../../components/ui/button.tsx";
import type { PostedForm } from "../../scripts/api-call.ts";
import { ApiForm } from "../forms/ApiForm.tsx";
import { formKitMessages } from "../forms/form-context.ts";
import { useApiForm } from "../forms/use-api-form.ts";

/** The messages the verification page's island shows; the page picks them (issue #9 A.8). */
export const verifyEmailFormMessages = [
  ...formKitMessages,
  ...verifyEmailMessages,
  "verify.intro",
  "verify.introNoSession",
  "verify.code",
  "verify.submit",
  "verify.submitting",
  "verify.checking",
  "verify.success",
  "verify.next",
  "verify.resend",
  "verify.resend.wait",
  "verify.resend.sent",
  "verify.already",
] as const satisfies readonly MessageKey[];

interface Props {
  locale: Locale;
  messages: Messages<(typeof verifyEmailFormMessages)[number]>;
  /** The signed-in customer's email, when a customer is signed in (the code needs the session). */
  email: string | null;
  /** The emailed link's token (`?token=`), checked on arrival. */
  token: string | null;
  /** Where to go once verified: the approval form page, localised. */
  nextHref: string;
  /** Seconds before the first resend (the email was just sent). */
  resendAfter: number;
  /** One of the page's forms (`code`, `token`, `resend`) refused when posted without JavaScript. */
  posted?: { name: string; posted: PostedForm } | null | undefined;
  /** The page's success after a post without JavaScript (`?done=`): `token` or `resend`. */
  done?: string | null | undefined;
}

/** Seconds left of a countdown that ticks once a second down to zero. */
function useCountdown(initial: number) {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
}

/**
 * The verification page (issue #4 item 3): a link from the email verifies on arrival (the token is
 * posted by the island, or by a button without JavaScript, so mail scanners that only fetch the
 * link spend nothing); otherwise the signed-in customer types the six-digit code. A resend button
 * waits behind a countdown (SPEC §9).
 */
export function VerifyEmail({ locale, messages, email, token, nextHref, resendAfter, posted, done }: Props) {
  const t = translator(messages);
  const [isVerified, setVerified] = useState(done === "token");
  const [left, setLeft] = useCountdown(resendAfter);
  const postedTo = (name: string) => (posted?.name === name ? posted.posted : null);

  const verified = (message: string | undefined) => {
    setVerified(true);
    return message ?? t("verify.success");
  };
  const tokenForm = useApiForm({
    messages,
    defaultValues: { token: token ?? "" },
    posted: postedTo("token"),
    notice: done === "token" ? t("verify.success") : null,
    request: (value) => ({ path: "/api/auth/verify-email", json: { token: value.token } }),
    onSuccess: ({ answer }): void => tokenForm.kit.setStatus({ kind: "success", message: verified(answer.message) }),
  });
  const codeForm = useApiForm({
    messages,
    schema: VerifyEmailInput,
    defaultValues: { code: "" },
    posted: postedTo("code"),
    request: (value) => ({ path: "/api/auth/verify-email", json: { code: value.code } }),
    onSuccess: ({ answer }): void => codeForm.kit.setStatus({ kind: "success", message: verified(answer.message) }),
  });
  const resendForm = useApiForm({
    messages,
    defaultValues: {},
    posted: postedTo("resend"),
    notice: done === "resend" ? t("verify.resend.sent") : null,
    request: () => ({ path: "/api/auth/verify-email/resend", json: {} }),
    onSuccess: ({ answer }) => {
      if (answer.data?.verified) {
        codeForm.kit.setStatus({ kind: "success", message: verified(answer.message ?? t("verify.already")) });
        return;
      }
      resendForm.kit.setStatus({ kind: "success", message: answer.message ?? t("verify.resend.sent") });
      const wait = answer.data?.resendAfter;
      setLeft(typeof wait === "number" ? wait : 60);
    },
    onRefusal: ({ retryAfter }) => {
      if (retryAfter) setLeft(retryAfter);
      return false;
    },
  });

  // The emailed link: its token has done its job once read, so it leaves the history and later
  // Referers, and is sent once.
  const hasChecked = useRef(false);
  useEffect(() => {
    if (hasChecked.current || !token || done === "token" || posted) return;
    hasChecked.current = true;
    window.history.replaceState(null, "", window.location.pathname);
    void tokenForm.form.handleSubmit();
  }, [token, done, posted, tokenForm.form]);
  const isChecking = useSelector(tokenForm.form.store, (state) => state.isSubmitting);

  return (
    <div className="flex flex-col gap-6" data-testid="verify-email">
      {isChecking && <p role="status">{t("verify.checking")}</p>}
      {(token || done === "token") && (
        <ApiForm
          form={tokenForm.form}
          kit={tokenForm.kit}
          locale={locale}
          name="token"
          testId="verify-token-form"
          className="flex flex-col gap-4"
        >
          {token && <input type="hidden" name="token" value={token} />}
          <tokenForm.form.FormStatus testId="verify-token-status" />
          {!isVerified && <tokenForm.form.SubmitButton label={t("verify.submit")} busyLabel={t("verify.submitting")} />}
        </ApiForm>
      )}
      {email ? (
        <>
          {!isVerified && <p className="text-muted-foreground">{t("verify.intro", { email })}</p>}
          {/* Stays once the code is accepted: its status says so (the field and button go). */}
          <ApiForm
            form={codeForm.form}
            kit={codeForm.kit}
            locale={locale}
            name="code"
            testId="verify-code-form"
            className="flex flex-col gap-4"
          >
            {!isVerified && (
              <codeForm.form.AppField name="code">
                {(field) => (
                  <field.TextField
                    label={t("verify.code")}
                    isRequired
                    transform={(value) => value.replace(/\D/g, "")}
                    input={{
                      inputMode: "numeric",
                      autoComplete: "one-time-code",
                      maxLength: 6,
                      dir: "ltr",
                      className: "max-w-40 text-center tracking-[0.4em]",
                    }}
                  />
                )}
              </codeForm.form.AppField>
            )}
            <codeForm.form.FormStatus testId="verify-status" />
            {!isVerified && (
              <codeForm.form.SubmitButton
                label={t("verify.submit")}
                busyLabel={t("verify.submitting")}
                className="self-start"
              />
            )}
          </ApiForm>
          {isVerified ? (
            <Button asChild size="lg">
              <a href={nextHref}>{t("verify.next")}</a>
            </Button>
          ) : (
            <ApiForm
              form={resendForm.form}
              kit={resendForm.kit}
              locale={locale}
              name="resend"
              testId="verify-resend-form"
              className="flex flex-col gap-2 border-t border-border pt-4"
            >
              <resendForm.form.SubmitButton
                variant="outline"
                className="self-start"
                disabled={left > 0}
                label={left > 0 ? t("verify.resend.wait", { count: left }) : t("verify.resend")}
                busyLabel={t("verify.resend")}
                data-testid="verify-resend"
              />
              <resendForm.form.FormStatus testId="verify-resend-status" />
            </ApiForm>
          )}
        </>
      ) : (
        !token && <p className="text-muted-foreground">{t("verify.introNoSession")}</p>
      )}
    </div>
  );
}
