import { useForm } from "@tanstack/react-form";
import { useEffect, useRef, useState } from "react";
import { dir, useTranslations } from "../../../i18n/index.ts";
import { VerifyEmail as VerifyEmailInput } from "../../../core/contracts/auth.ts";
import type { Locale } from "../../../core/profiles.ts";
import { Button } from "../../components/ui/button.tsx";
import { DirectionProvider } from "../../components/ui/direction.tsx";
import { callApi, Field, firstIssue, StatusLine, SubmitButton, type Status } from "./account-ui.tsx";

interface Props {
  locale: Locale;
  /** The signed-in customer's email, when a customer is signed in (the code needs the session). */
  email: string | null;
  /** Where to go once verified: the approval form page, localised. */
  nextHref: string;
  /** Seconds before the first resend (the email was just sent). */
  resendAfter: number;
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
 * The verification page (issue #4 item 3): a link from the email verifies on arrival (the token
 * is posted by script, so mail scanners that only fetch the link spend nothing); otherwise the
 * signed-in customer types the six-digit code. A resend button waits behind a countdown (SPEC §9).
 */
export function VerifyEmail({ locale, email, nextHref, resendAfter }: Props) {
  const t = useTranslations(locale);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [isVerified, setVerified] = useState(false);
  const [isChecking, setChecking] = useState(false);
  const [left, setLeft] = useCountdown(resendAfter);
  const [resendStatus, setResendStatus] = useState<Status>({ kind: "idle" });
  const [isResending, setResending] = useState(false);
  const hasChecked = useRef(false);

  async function submit(body: { token: string } | { code: string }) {
    setStatus({ kind: "idle" });
    try {
      const { ok, answer } = await callApi("/api/auth/verify-email", locale, { json: body });
      if (ok) {
        setVerified(true);
        setStatus({ kind: "success", message: answer.message ?? t("verify.success") });
        return;
      }
      setStatus({
        kind: "error",
        message: answer.errors?.code ?? answer.message ?? t("errors.unknown"),
        hint: answer.hint,
      });
    } catch {
      setStatus({ kind: "error", message: t("errors.network") });
    }
  }

  useEffect(() => {
    if (hasChecked.current) return;
    hasChecked.current = true;
    const token = new URL(window.location.href).searchParams.get("token");
    if (!token) return;
    // The token has done its job once read: keep it out of the history and of later Referers.
    window.history.replaceState(null, "", window.location.pathname);
    setChecking(true);
    void submit({ token }).finally(() => setChecking(false));
  }, []);

  const form = useForm({
    defaultValues: { code: "" },
    validators: { onSubmit: VerifyEmailInput },
    onSubmit: ({ value }) => submit({ code: value.code }),
  });

  async function resend() {
    setResending(true);
    setResendStatus({ kind: "idle" });
    try {
      const { ok, answer, retryAfter } = await callApi("/api/auth/verify-email/resend", locale, { json: {} });
      if (ok && answer.data?.verified) {
        setVerified(true);
        setStatus({ kind: "success", message: answer.message ?? t("verify.already") });
      } else if (ok) {
        setResendStatus({ kind: "success", message: answer.message ?? t("verify.resend.sent") });
        setLeft(answer.data?.resendAfter ?? 60);
      } else {
        if (retryAfter) setLeft(retryAfter);
        setResendStatus({ kind: "error", message: answer.message ?? t("errors.unknown") });
      }
    } catch {
      setResendStatus({ kind: "error", message: t("errors.network") });
    } finally {
      setResending(false);
    }
  }

  return (
    <DirectionProvider dir={dir(locale)}>
      <div className="flex flex-col gap-6" data-testid="verify-email">
        {isChecking && <p role="status">{t("verify.checking")}</p>}
        <StatusLine status={status} testId="verify-status" />
        {isVerified ? (
          email && (
            <Button asChild size="lg">
              <a href={nextHref}>{t("verify.next")}</a>
            </Button>
          )
        ) : email ? (
          <>
            <p className="text-muted-foreground">{t("verify.intro", { email })}</p>
            <form
              // Before hydration a submit must not put the code in a URL: post it back to the page.
              method="post"
              noValidate
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                void form.handleSubmit();
              }}
            >
              <form.Field name="code">
                {(field) => (
                  <Field
                    id="verify-code"
                    label={t("verify.code")}
                    error={form.state.submissionAttempts > 0 ? firstIssue(field.state.meta.errors, t) : undefined}
                    input={{
                      name: "code",
                      inputMode: "numeric",
                      autoComplete: "one-time-code",
                      maxLength: 6,
                      dir: "ltr",
                      className: "max-w-40 text-center tracking-[0.4em]",
                      value: field.state.value,
                      onBlur: field.handleBlur,
                      onChange: (event) => field.handleChange(event.target.value.replace(/\D/g, "")),
                    }}
                  />
                )}
              </form.Field>
              <SubmitButton
                form={form}
                label={t("verify.submit")}
                busyLabel={t("verify.submitting")}
                className="self-start"
              />
            </form>
            <div className="flex flex-col gap-2 border-t border-border pt-4">
              <Button
                type="button"
                variant="outline"
                className="self-start"
                disabled={left > 0 || isResending}
                onClick={() => void resend()}
                data-testid="verify-resend"
              >
                {left > 0 ? t("verify.resend.wait", { seconds: left }) : t("verify.resend")}
              </Button>
              <StatusLine status={resendStatus} testId="verify-resend-status" />
            </div>
          </>
        ) : (
          !isChecking &&
          status.kind !== "success" && <p className="text-muted-foreground">{t("verify.introNoSession")}</p>
        )}
      </div>
    </DirectionProvider>
  );
}
