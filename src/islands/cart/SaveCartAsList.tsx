import { useState, useSyncExternalStore } from "react";
import { OrderListRename, orderListNameLength } from "../../../core/contracts/order-lists.ts";
import type { Locale } from "../../../core/profiles.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import { translator, type Messages } from "../../../i18n/messages.ts";
import { cart } from "../../stores/cart.ts";
import { checkoutLine, type ShopCartItem } from "../../stores/cart-lines.ts";
import { ApiForm } from "../forms/ApiForm.tsx";
import { formKitMessages } from "../forms/form-context.ts";
import { useApiForm } from "../forms/use-api-form.ts";

/** The messages the cart's "Save as list" shows; src/pages/cart.astro picks them for its locale. */
export const saveCartAsListMessages = [
  ...formKitMessages,
  "orderLists.saveCart",
  "orderLists.saveCart.submit",
  "orderLists.saveCart.busy",
  "orderLists.saveCart.saved",
  "orderLists.saveCart.open",
  "orderLists.name",
  "orderLists.name.required",
  "validation.tooShort",
  "validation.tooLong",
] as const satisfies readonly MessageKey[];

interface Props {
  locale: Locale;
  messages: Messages<(typeof saveCartAsListMessages)[number]>;
  /** Who saves: the customer their own list, a salesperson one for the customer the cart is for. */
  viewer: "customer" | "salesperson";
  /** Localised prefixes of a list's page: the customer's area, the salesperson's customers. */
  paths: { customerLists: string; salesCustomers: string };
}

/** The customer the cart's metadata names (only a salesperson's cart names one). */
const chosenCustomerId = (metadata: Record<string, unknown>) =>
  typeof metadata.customerId === "number" ? metadata.customerId : null;

/**
 * "Save the cart as a list" (issue #23 item 6, decision 0099): the cart's lines, as they are, become
 * a named order list (POST …/lists with the lines): the customer's own, or, for a salesperson, the
 * chosen customer's. The cart stays as it is.
 */
export function SaveCartAsList({ locale, messages, viewer, paths }: Props) {
  const t = translator(messages);
  const state = useSyncExternalStore(cart.$cart.listen, cart.$cart.get, cart.$cart.get);
  const customerId = viewer === "salesperson" ? chosenCustomerId(state.metadata) : null;
  const [saved, setSaved] = useState<string | null>(null);
  const listsBase = viewer === "salesperson" ? `/api/sales/customers/${customerId ?? 0}/lists` : "/api/account/lists";
  const pagesBase = viewer === "salesperson" ? `${paths.salesCustomers}/${customerId ?? 0}/lists` : paths.customerLists;
  const { form, kit } = useApiForm({
    messages,
    schema: OrderListRename,
    defaultValues: { name: "" },
    request: (value) => ({
      path: listsBase,
      json: {
        name: value.name,
        lines: (cart.$cart.get().items as ShopCartItem[]).flatMap((item) => checkoutLine(item) ?? []),
      },
    }),
    onSuccess: ({ answer }, value) => {
      const list = (answer.data as { list?: { id?: number } } | null)?.list;
      kit.setStatus({
        kind: "success",
        message: t("orderLists.saveCart.saved", { name: `\u2068${value.name.trim()}\u2069` }),
      });
      setSaved(list?.id ? `${pagesBase}/${list.id}` : null);
      form.reset();
    },
  });
  if (state.isEmpty || (viewer === "salesperson" && customerId === null)) return null;

  return (
    <details className="rounded-lg border p-4" data-testid="save-cart-as-list">
      <summary className="cursor-pointer font-medium text-primary">{t("orderLists.saveCart")}</summary>
      <ApiForm form={form} kit={kit} locale={locale} testId="save-cart-form" className="mt-3 grid gap-3 sm:max-w-md">
        <form.AppField name="name">
          {(field) => (
            <field.TextField label={t("orderLists.name")} isRequired input={{ maxLength: orderListNameLength.max }} />
          )}
        </form.AppField>
        <form.FormStatus testId="save-cart-status" />
        {saved && (
          <a href={saved} className="text-sm text-primary hover:underline" data-testid="save-cart-open">
            {t("orderLists.saveCart.open")}
          </a>
        )}
        <div>
          <form.SubmitButton label={t("orderLists.saveCart.submit")} busyLabel={t("orderLists.saveCart.busy")} />
        </div>
      </ApiForm>
    </details>
  );
}
