// `abandoned-carts/{id}` (issue #21 item 5, decision 0093): one customer's cart. Its state, value,
// last activity and last reminder, the customer, the lines as the cart stored them, and "Send
// reminder", which emails the customer a link back to their cart. The API sends at most one a week
// per cart: a refusal is said by SPEC §8's toast in the API's words (from when the next one can go)
// and the cart is read again.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import type { AbandonedCartDetail } from "../../../../core/contracts/admin/abandoned-carts.ts";
import { formatNumber } from "../../../../i18n/money.ts";
import { Button, buttonVariants } from "../../../components/ui/button.tsx";
import { toast } from "../../../scripts/toaster.ts";
import { answerOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { AdminApiError } from "../../failure.ts";
import { Money } from "../../kit/money.tsx";
import { ScreenFailed, ScreenHeader, ScreenLoading, ScreenNotFound } from "../../kit/screen-states.tsx";
import { useT } from "../../messages.ts";
import { Card, detailList, Row } from "../orders/cards.tsx";
import { useShownDate } from "../orders/dates.ts";
import { abandonedCartsApi } from "./api.ts";
import { CartStateBadge } from "./badges.tsx";
import { TableRegion } from "../../kit/table-region.tsx";

/** The cart's query key: the list's is `["abandoned-carts", "list", …]` (the kit's), so both refresh together. */
const detailKey = (id: string) => ["abandoned-carts", "detail", id];

export default function CartDetail({ id }: { id: string }) {
  const t = useT();
  const { client, failureTexts } = useAdmin();
  const queryClient = useQueryClient();
  const shown = useShownDate();
  const api = useMemo(() => abandonedCartsApi(client), [client]);
  const cart = useQuery({
    queryKey: detailKey(id),
    queryFn: () => answerOf(api.read(id), failureTexts),
    // Shown in place (not found, or a retry); a 401 still opens the session dialog.
    meta: { silent: true },
  });
  const remind = useMutation({
    mutationFn: () => answerOf(api.remind(id), failureTexts),
    onSuccess: async (detail) => {
      toast({ tone: "success", message: t("admin.carts.reminded", { email: detail.customer.email }) });
      queryClient.setQueryData(detailKey(id), detail);
      await queryClient.invalidateQueries({ queryKey: ["abandoned-carts", "list"] });
    },
    // SPEC §8's toast has said why (reminded this week, or nothing in the cart): show the cart as it is now.
    onError: async (error) => {
      if (error instanceof AdminApiError && error.failure.status === 409) await cart.refetch();
    },
  });

  if (cart.isPending) return <ScreenLoading />;
  if (cart.isError) {
    const status = cart.error instanceof AdminApiError ? cart.error.failure.status : 0;
    return status === 404 ? <ScreenNotFound /> : <ScreenFailed reset={() => void cart.refetch()} />;
  }
  const data = cart.data;
  return (
    <div className="flex flex-col gap-6" data-testid="cart-detail">
      <ScreenHeader title={t("admin.carts.title", { name: data.customer.name })}>
        <Link to="/abandoned-carts" className={buttonVariants({ variant: "outline" })}>
          {t("admin.carts.backToList")}
        </Link>
      </ScreenHeader>
      {/* SPEC §9 lg (1200 px): beside each other from a laptop up. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <LinesCard cart={data} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <Card title={t("admin.carts.cart")} testId="cart-summary">
            <dl className={detailList}>
              <Row label={t("admin.carts.stateTabs")}>
                <CartStateBadge state={data.state} />
              </Row>
              <Row label={t("admin.carts.value")}>
                <Money minor={data.value} />
              </Row>
              <Row label={t("admin.carts.lastActivity")}>{shown.dateTime(data.lastActivity)}</Row>
              <Row label={t("admin.carts.lastReminder")} testId="cart-reminded-at">
                {data.remindedAt === null ? t("admin.carts.never") : shown.dateTime(data.remindedAt)}
              </Row>
            </dl>
            <p className="text-sm text-muted-foreground">{t("admin.carts.remindHint")}</p>
            {data.nextReminderAt !== null && (
              <p className="text-sm" data-testid="cart-next-reminder">
                {t("admin.carts.nextReminder", { date: shown.dateTime(data.nextReminderAt) })}
              </p>
            )}
            <Button
              type="button"
              className="self-start"
              disabled={remind.isPending}
              onClick={() => remind.mutate()}
              data-testid="cart-remind"
            >
              {t("admin.carts.remind")}
            </Button>
          </Card>
          <Card title={t("admin.orders.customer")} testId="cart-customer">
            <dl className={detailList}>
              <Row label={t("admin.customers.name")}>
                <Link to={`/users/${data.customer.id}`} className="text-primary hover:underline">
                  <bdi>{data.customer.name}</bdi>
                </Link>
              </Row>
              <Row label={t("register.companyName")}>
                <bdi>{data.customer.companyName}</bdi>
              </Row>
              <Row label={t("register.email")}>
                <bdi dir="ltr">{data.customer.email}</bdi>
              </Row>
            </dl>
          </Card>
        </div>
      </div>
    </div>
  );
}

function LinesCard({ cart }: { cart: AbandonedCartDetail }) {
  const t = useT();
  const { locale, money } = useAdmin();
  return (
    <Card title={t("admin.carts.lines")} testId="cart-lines">
      {cart.lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("admin.carts.noLines")}</p>
      ) : (
        <TableRegion label={t("admin.carts.linesTable")}>
          <thead className="bg-muted/60">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t("admin.carts.product")}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-medium">
                {t("admin.carts.quantity")}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-medium">
                {t("admin.carts.price")}
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.lines.map((line, index) => (
              <tr key={index} className="border-t align-top" data-testid="cart-line">
                <td className="px-3 py-2">
                  {line.title === null ? (
                    <span className="text-muted-foreground">{t("admin.carts.productGone")}</span>
                  ) : (
                    <bdi className="font-medium">{line.title}</bdi>
                  )}
                  {line.sku !== null && (
                    <span className="block text-xs text-muted-foreground">
                      {t("admin.carts.sku")} <bdi dir="ltr">{line.sku}</bdi>
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums">
                  {formatNumber(line.quantity, locale, money)}
                </td>
                <td className="px-3 py-2 text-end">
                  <Money minor={line.price} />
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
    </Card>
  );
}
