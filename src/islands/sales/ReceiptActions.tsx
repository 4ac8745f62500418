// A receipt's actions in the salesperson's area (issue #22 item 6, decision 0096): print it (the
// browser's print, which shows the receipt alone), email it to the customer through the outbox,
// and void it with a reason while the office has not confirmed it. The API's refusals are its own
// texts: under the reason when they are the reason's, else a toast; a void reloads the page, which
// then shows the receipt voided.
import { Ban, Mail, Printer } from "lucide-react";
import { useState } from "react";
import { collectionVoidMessages } from "../../../core/contracts/sales.ts";
import type { Locale } from "../../../core/profiles.ts";
import { dir } from "../../../i18n/direction.ts";
import type { MessageKey } from "../../../i18n/index.ts";
import { translator, type Messages } from "../../../i18n/messages.ts";
import { Button } from "../../components/ui/button.tsx";
import { DirectionProvider } from "../../components/ui/direction.tsx";
import { VoidReasonDialog } from "../../components/VoidReasonDialog.tsx";
import { callApi } from "../../scripts/api-call.ts";
import { toast } from "../../scripts/toaster.ts";

export const receiptActionMessages = [
  ...collectionVoidMessages,
  "errors.network",
  "errors.unknown",
  "collections.print",
  "collections.void",
  "collections.voidTitle",
  "collections.voidText",
  "collections.voidReason",
  "collections.keep",
  "sales.receipt.email",
  "sales.receipt.emailSent",
] as const satisfies readonly MessageKey[];

interface Props {
  locale: Locale;
  messages: Messages<(typeof receiptActionMessages)[number]>;
  id: number;
  canVoid: boolean;
}

export function ReceiptActions({ locale, messages, id, canVoid }: Props) {
  const t = translator(messages);
  const [isAsking, setAsking] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const failed = (result: Awaited<ReturnType<typeof callApi>>) =>
    toast({
      tone: "error",
      message: result.status === 0 ? t("errors.network") : (result.answer.message ?? t("errors.unknown")),
    });
  const email = async () => {
    setBusy(true);
    const result = await callApi({ path: `/api/sales/collections/${id}/email` });
    setBusy(false);
    if (result.ok) toast({ tone: "success", message: t("sales.receipt.emailSent") });
    else failed(result);
  };
  const voidIt = async () => {
    setBusy(true);
    const result = await callApi({ path: `/api/sales/collections/${id}/void`, json: { reason: reason.trim() } });
    if (result.ok) return location.reload();
    setBusy(false);
    const said = result.answer.errors?.reason;
    if (said) return setReasonError(said);
    setAsking(false);
    failed(result);
  };
  return (
    <DirectionProvider dir={dir(locale)}>
      <div className="flex flex-wrap gap-2 print:hidden" data-testid="receipt-actions">
        <Button type="button" variant="outline" onClick={() => window.print()} data-testid="receipt-print">
          <Printer aria-hidden className="size-4" />
          {t("collections.print")}
        </Button>
        <Button type="button" onClick={() => void email()} disabled={isBusy} data-testid="receipt-email">
          <Mail aria-hidden className="size-4" />
          {t("sales.receipt.email")}
        </Button>
        {canVoid && (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setReason("");
              setReasonError(null);
              setAsking(true);
            }}
            data-testid="receipt-void"
          >
            <Ban aria-hidden className="size-4" />
            {t("collections.void")}
          </Button>
        )}
      </div>
      <VoidReasonDialog
        open={isAsking}
        onClose={() => setAsking(false)}
        reason={reason}
        onReasonChange={(value) => {
          setReason(value);
          setReasonError(null);
        }}
        reasonError={reasonError}
        isBusy={isBusy}
        onVoid={() => void voidIt()}
        texts={{
          title: t("collections.voidTitle"),
          text: t("collections.voidText"),
          reason: t("collections.voidReason"),
          keep: t("collections.keep"),
          void: t("collections.void"),
        }}
        dir={dir(locale)}
        voidTestId="void-confirm"
      />
    </DirectionProvider>
  );
}
