import { useEffect, useRef, type ComponentType, type PropsWithChildren, type ReactNode } from "react";
import { dir } from "../../../i18n/direction.ts";
import type { Locale } from "../../../core/profiles.ts";
import { DirectionProvider } from "../../components/ui/direction.tsx";
import { FormKitContext, type FormKit } from "./form-context.ts";

interface ApiFormProps {
  /** From `useApiForm`. */
  form: { handleSubmit(): Promise<unknown>; AppForm: ComponentType<PropsWithChildren> };
  kit: FormKit;
  locale: Locale;
  /** Which of its page's forms this is, when the page has several (decision 0039). */
  name?: string | undefined;
  /** For a file upload. */
  encType?: "multipart/form-data" | undefined;
  testId: string;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * The kit's `<form>` (issue #9 A.2): until the island runs, and without JavaScript, a plain post to
 * its own page, which sends it on to the API and renders it back refused or redirects (decision
 * 0039); once it runs, TanStack Form sends it to the API, focuses the first refused field after a
 * refused submit, and shows other refusals as toasts.
 */
export function ApiForm({ form, kit, locale, name, encType, testId, className, children }: ApiFormProps) {
  const element = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (kit.focusRequest > 0) element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [kit.focusRequest]);
  return (
    <DirectionProvider dir={dir(locale)}>
      <FormKitContext value={kit}>
        <form.AppForm>
          <form
            ref={element}
            method="post"
            encType={encType}
            noValidate
            className={className}
            data-testid={testId}
            onSubmit={(event) => {
              event.preventDefault();
              void form.handleSubmit();
            }}
          >
            {name && <input type="hidden" name="_form" value={name} />}
            {children}
          </form>
        </form.AppForm>
      </FormKitContext>
    </DirectionProvider>
  );
}
