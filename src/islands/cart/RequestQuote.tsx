import { useState, useSyncExternalStore } from "react";
import { maxQuoteNote, QuoteReply } from "../../../core/contracts/quotes.ts";
import type { Locale } from "../../../core/profiles.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import { translator, type Messages } from "../../../i18n/messages.ts";
import { cart } from "../../stores/cart.ts";
import { checkoutLine, type ShopCartItem } from "../../stores/cart-lines.ts";
import { ApiForm } from "../forms/ApiForm.tsx";
import { formKitMessages } from "../forms/form-context.ts";
import { useApiForm } from "../forms/use-api-form.ts";

/** The messages of the cart's "Request a quote"; src/pages/cart.astro picks them for its locale. */
export const requestQuoteMessages = [
  ...formKitMessages,
  "quotes.request",
  "quotes.request.hint",
  "quotes.request.note",
  "quotes.request.submit",
  "quotes.request.busy",
  "quotes.requested",
  "quotes.request.open",
  "validation.tooLong",
] as const satisfies readonly MessageKey[];

interface Props {
  locale: Locale;
  messages: Messages<(typeof requestQuoteMessages)[number]>;
  /** The localised path of the customer's quotes. */
  quotesPath: string;
}

/**
 * "Request a quote" (issue #23 item 4, decision 0104): the cart's lines, as they are, and a note
 * become a request for quotation (POST /api/account/quotes). The cart stays as it is: the buyer
 * checks out at the quoted prices from the quote's page once it is answered and accepted.
 */
export function RequestQuote({ locale, messages, quotesPath }: Props) {
  const t = translator(messages);
  const state = useSyncExternalStore(cart.$cart.listen, cart.$cart.get, cart.$cart.get);
  const [opened, setOpened] = useState<string | null>(null);
  const { form, kit } = useApiForm({
    messages,
    schema: QuoteReply,
    defaultValues: { note: "" },
    request: (value) => ({
      path: "/api/account/quotes",
      json: {
        note: value.note,
        lines: (cart.$cart.get().items as ShopCartItem[]).flatMap((item) => checkoutLine(item) ?? []),
      },
    }),
    onSuccess: ({ answer }) => {
      const quote = (answer.data as { quote?: { id?: number } } | null)?.quote;
      kit.setStatus({ kind: "success", message: t("quotes.requested") });
      setOpened(quote?.id ? `${quotesPath}/${quote.id}` : null);
      form.reset();
    },
  });
  if (state.isEmpty) return null;

  return (
    <details className="rounded-lg border p-4" data-testid="request-quote">
      <summary className="cursor-pointer font-medium text-primary">{t("quotes.request")}</summary>
      <p className="mt-2 text-sm text-muted-foreground">{t("quotes.request.hint")}</p>
      <ApiForm
        form={form}
        kit={kit}
        locale={locale}
        testId="request-quote-form"
        className="mt-3 grid gap-3 sm:max-w-md"
      >
        <form.AppField name="note">
          {(field) => <field.TextField label={t("quotes.request.note")} input={{ maxLength: maxQuoteNote }} />}
        </form.AppField>
        <form.FormStatus testId="request-quote-status" />
        {opened && (
          <a href={opened} className="text-sm text-primary hover:underline" data-testid="request-quote-open">
            {t("quotes.request.open")}
          </a>
        )}
        <div>
          <form.SubmitButton label={t("quotes.request.submit")} busyLabel={t("quotes.request.busy")} />
        </div>
      </ApiForm>
    </details>
  );
}
