// Short shipping on the order page (issue #20 item 1, decisions 0083 and 0085): while the order may
// still shrink (core/orders/order-status.ts `shortShippableStatuses`), a quantity per line that may
// only go down (0 removes the line). The changed lines are listed in a confirmation first: the
// buyer is emailed the new totals and a paid card order's difference is refunded to the card. The
// API answers the order as it is now (its new totals); a line's refusal sits at its line, a raced
// or locked order (409) is said and reloaded.
import { useId, useMemo, useState } from "react";
import type { OrderDetail as Order } from "../../../../core/contracts/admin/orders.ts";
import { shortShippableStatuses } from "../../../../core/orders/order-status.ts";
import { formatMoney, formatNumber } from "../../../../i18n/money.ts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "../../../components/ui/alert-dialog.tsx";
import { Button, buttonVariants } from "../../../components/ui/button.tsx";
import { ApiForm } from "../../../islands/forms/ApiForm.tsx";
import { fieldPaths } from "../../../islands/forms/form-context.ts";
import { useApiForm } from "../../../islands/forms/use-api-form.ts";
import { toast } from "../../../scripts/toaster.ts";
import { resultOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import type { FormValues } from "../../kit/define-resource.ts";
import { useShowRefusal } from "../../kit/form.tsx";
import { Money } from "../../kit/money.tsx";
import { useAdminMessages, useT } from "../../messages.ts";
import { ordersApi } from "./api.ts";
import { Card } from "./cards.tsx";

/** Whether the order's lines may still shrink. */
export const isShortShippable = (order: Order) => shortShippableStatuses.includes(order.status);

/** The lines whose quantity was lowered, as the API takes them: `{ id, quantity }`. */
export function loweredLines(order: Order, typed: Readonly<Record<string, unknown>>) {
  return order.lines.flatMap((line) => {
    const value = typed[String(line.id)];
    const quantity = typeof value === "string" && value.trim() !== "" ? Number(value) : line.quantity;
    return quantity === line.quantity ? [] : [{ id: line.id, quantity }];
  });
}

export function ShortShippingCard(props: {
  order: Order;
  onSaved(order: Order): Promise<void>;
  onRaced(): Promise<void>;
}) {
  const t = useT();
  const messages = useAdminMessages();
  const { client, locale, money } = useAdmin();
  const showRefusal = useShowRefusal();
  const api = useMemo(() => ordersApi(client), [client]);
  const { order } = props;
  const [isAsking, setAsking] = useState(false);
  const descriptionId = useId();
  const toInput = useMemo(
    () => (values: FormValues) => ({
      lines: loweredLines(order, (values.lines ?? {}) as Record<string, unknown>),
      from: order.status,
    }),
    [order],
  );
  // The API checks the quantities (lower than ordered, whole numbers) and says so at each line.
  const { form, kit } = useApiForm<FormValues>({
    messages,
    // Each line's quantity as ordered, by its id: `lines.<id>`, as the API names a line's refusal.
    defaultValues: { lines: Object.fromEntries(order.lines.map((line) => [String(line.id), String(line.quantity)])) },
    fieldNames: (values) => fieldPaths(values),
    send: (values) => resultOf(api.shortShip(String(order.id), toInput(values))),
    onSuccess: async (result) => {
      const detail = result.answer.data as unknown as Order;
      setAsking(false);
      toast({
        tone: "success",
        message: t("admin.shortShip.done", { total: formatMoney(detail.totals.grandTotal, locale, money) }),
      });
      await props.onSaved(detail);
    },
    showRefusal: (refused, result) => {
      setAsking(false);
      showRefusal(refused, result);
      if (result.status === 409) void props.onRaced();
    },
  });
  return (
    <Card title={t("admin.shortShip.title")} testId="short-shipping">
      <p className="text-sm text-muted-foreground">{t("admin.shortShip.intro")}</p>
      <ApiForm form={form} kit={kit} locale={locale} testId="short-ship-form" className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {order.lines.map((line) => (
            <form.AppField key={line.id} name={`lines.${line.id}`}>
              {(control) => (
                <control.TextField
                  label={t("admin.shortShip.lineQuantity", {
                    item: `\u2068${line.title}\u2069`,
                    max: formatNumber(line.quantity, locale, money),
                  })}
                  input={{
                    type: "number",
                    min: 0,
                    max: line.quantity,
                    step: 1,
                    inputMode: "numeric",
                    dir: "ltr",
                  }}
                />
              )}
            </form.AppField>
          ))}
        </div>
        <form.Subscribe
          selector={(state) => loweredLines(order, (state.values.lines ?? {}) as Record<string, unknown>)}
        >
          {(lowered) => (
            <>
              <div>
                <Button
                  type="button"
                  variant="outline"
                  disabled={lowered.length === 0}
                  onClick={() => setAsking(true)}
                  data-testid="short-ship"
                >
                  {t("admin.shortShip.submit")}
                </Button>
              </div>
              <AlertDialog open={isAsking} onOpenChange={(open) => !open && setAsking(false)}>
                <AlertDialogContent aria-describedby={descriptionId} data-testid="short-ship-dialog">
                  <AlertDialogTitle>
                    {t("admin.shortShip.confirmTitle", { number: `\u2066${order.orderNumber}\u2069` })}
                  </AlertDialogTitle>
                  <AlertDialogDescription id={descriptionId}>{t("admin.shortShip.confirm")}</AlertDialogDescription>
                  <ul className="flex flex-col gap-1 text-sm" data-testid="short-ship-changes">
                    {lowered.map((change) => {
                      const line = order.lines.find((one) => one.id === change.id);
                      return (
                        <li key={change.id}>
                          {t(change.quantity === 0 ? "admin.shortShip.removed" : "admin.shortShip.lowered", {
                            item: `\u2068${line?.title ?? ""}\u2069`,
                            from: formatNumber(line?.quantity ?? 0, locale, money),
                            to: formatNumber(change.quantity, locale, money),
                          })}
                        </li>
                      );
                    })}
                  </ul>
                  <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                    <AlertDialogCancel className={buttonVariants({ variant: "outline" })}>
                      {t("admin.orders.keep")}
                    </AlertDialogCancel>
                    <form.Subscribe selector={(state) => state.isSubmitting}>
                      {(isSubmitting) => (
                        <AlertDialogAction
                          className={buttonVariants()}
                          disabled={isSubmitting}
                          aria-busy={isSubmitting}
                          onClick={(event) => {
                            // Kept open while the change is sent; it closes when the answer is in.
                            event.preventDefault();
                            void form.handleSubmit();
                          }}
                          data-testid="confirm-short-ship"
                        >
                          {t("admin.shortShip.submit")}
                        </AlertDialogAction>
                      )}
                    </form.Subscribe>
                  </div>
                </AlertDialogContent>
              </AlertDialog>
            </>
          )}
        </form.Subscribe>
      </ApiForm>
      <p className="text-sm">
        {t("admin.shortShip.total")} <Money minor={order.totals.grandTotal} />
      </p>
    </Card>
  );
}
