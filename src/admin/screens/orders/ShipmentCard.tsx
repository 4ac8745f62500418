// "Print shipment" on an order (issue #20 item 1, decision 0084), where the profile has
// isShipmentEnabled (SPEC §9). SPEC §4: printing a shipment "warns that generating it may incur
// fees and cannot be undone", so the warning comes first and nothing is sent until the admin goes
// on; then the carrier's form (the manual carrier: carrier, tracking number, tracking link); once
// made, the shipment is shown locked. The order's status decides whether it is offered at all.
import { Lock, Truck } from "lucide-react";
import { useId, useState } from "react";
import type { OrderDetail as Order } from "../../../../core/contracts/admin/orders.ts";
import { ShipmentInput, shippableStatuses } from "../../../../core/contracts/admin/shipments.ts";
import type { OrderStatus } from "../../../../core/orders/order-status.ts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "../../../components/ui/alert-dialog.tsx";
import { Button, buttonVariants } from "../../../components/ui/button.tsx";
import { useAdmin } from "../../environment.ts";
import type { FormValues } from "../../kit/define-resource.ts";
import { useT } from "../../messages.ts";
import { ordersApi } from "./api.ts";
import { useShownDate } from "./dates.ts";
import { OrderForm } from "./OrderForm.tsx";

const isShippable = (status: OrderStatus) => (shippableStatuses as readonly OrderStatus[]).includes(status);

export function ShipmentCard({ order, onCreated }: { order: Order; onCreated(): Promise<void> }) {
  const t = useT();
  const headingId = useId();
  const [step, setStep] = useState<"idle" | "warned" | "form">("idle");
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border p-4"
      data-testid="order-shipment"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <Truck aria-hidden className="size-5" />
        {t("admin.shipments.title")}
      </h2>
      {order.shipment ? (
        <Locked order={order} />
      ) : !isShippable(order.status) ? (
        <p className="text-sm text-muted-foreground" data-testid="shipment-not-yet">
          {t("admin.shipments.notYet")}
        </p>
      ) : step === "form" ? (
        <ShipmentForm order={order} onCreated={onCreated} />
      ) : (
        <Button type="button" className="self-start" onClick={() => setStep("warned")} data-testid="print-shipment">
          {t("admin.shipments.print")}
        </Button>
      )}
      {/* Closing by "Continue" has already moved on to the form: only a dismissal goes back. */}
      <AlertDialog
        open={step === "warned"}
        onOpenChange={(open) => !open && setStep((now) => (now === "warned" ? "idle" : now))}
      >
        <AlertDialogContent data-testid="shipment-warning">
          <AlertDialogTitle>
            {t("admin.shipments.warningTitle", { number: `\u2066${order.orderNumber}\u2069` })}
          </AlertDialogTitle>
          <AlertDialogDescription>{t("admin.shipments.warning")}</AlertDialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel className={buttonVariants({ variant: "outline" })} data-testid="shipment-warning-cancel">
              {t("admin.shipments.cancel")}
            </AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants()}
              onClick={() => setStep("form")}
              data-testid="shipment-warning-continue"
            >
              {t("admin.shipments.continue")}
            </AlertDialogAction>
          </div>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

/** The manual carrier's form: what the carrier gave the admin. */
function ShipmentForm({ order, onCreated }: { order: Order; onCreated(): Promise<void> }) {
  const { client } = useAdmin();
  const api = ordersApi(client);
  return (
    <OrderForm
      contract={ShipmentInput as never}
      initial={{ carrier: order.shipping.shippingCompany ?? "", trackingNumber: "", trackingUrl: "" }}
      toInput={(values: FormValues) => ({ ...values, orderId: order.id })}
      sections={[
        {
          title: "admin.shipments.formTitle",
          fields: [
            { kind: "text", name: "carrier", label: "admin.shipments.carrier", isRequired: true, maxLength: 200 },
            {
              kind: "text",
              name: "trackingNumber",
              label: "admin.shipments.trackingNumber",
              isRequired: true,
              dir: "ltr",
              maxLength: 100,
            },
            {
              kind: "text",
              name: "trackingUrl",
              label: "admin.shipments.trackingUrl",
              hint: "admin.shipments.trackingUrlHint",
              dir: "ltr",
              maxLength: 2000,
            },
          ],
        },
      ]}
      send={(input) => api.createShipment(input)}
      onSaved={onCreated}
      done="admin.shipments.created"
      submit="admin.shipments.create"
      testId="shipment-form"
    />
  );
}

/** The shipment as made: locked, in words and with an icon. */
function Locked({ order }: { order: Order }) {
  const t = useT();
  const shown = useShownDate();
  const shipment = order.shipment;
  if (!shipment) return null;
  if (shipment.trackingNumber === null)
    return <p className="text-sm text-muted-foreground">{t("admin.shipments.inProgress")}</p>;
  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="shipment-locked">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-muted-foreground">{t("admin.shipments.carrier")}</dt>
        <dd className="break-words">
          <bdi>{shipment.carrier}</bdi>
        </dd>
        <dt className="font-medium text-muted-foreground">{t("admin.shipments.trackingNumber")}</dt>
        <dd className="break-words" data-testid="shipment-tracking-number">
          <span dir="ltr">{shipment.trackingNumber}</span>
        </dd>
      </dl>
      {/* The tracking link is the order's shipment link now: the shipping card shows it, once. */}
      {shipment.labelUrl && (
        <a
          href={shipment.labelUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="self-start text-primary hover:underline"
        >
          {t("admin.shipments.label")}
        </a>
      )}
      <p className="flex items-center gap-2 text-muted-foreground">
        <Lock aria-hidden className="size-4 shrink-0" />
        {t("admin.shipments.locked")}
      </p>
      <p className="text-muted-foreground">
        {t("admin.shipments.createdBy", {
          name: `\u2068${shipment.createdBy.name}\u2069`,
          date: shown.dateTime(shipment.createdAt),
        })}
      </p>
    </div>
  );
}
