// Voiding a collection asks first, with its reason (decision 0094: never deleted, voided with a
// reason): one dialog for the salesperson's receipt and the office's collection screen.
import { useId } from "react";
import { cn } from "../lib/utils.ts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "./ui/alert-dialog.tsx";
import { buttonVariants } from "./ui/button.tsx";
import { inputClass } from "./ui/input.tsx";

interface Props {
  open: boolean;
  /** Asked to close (Escape, Keep it); ignored while the void is being sent. */
  onClose: () => void;
  reason: string;
  onReasonChange: (reason: string) => void;
  /** The API's refusal of the reason, shown under it. */
  reasonError: string | null;
  isBusy: boolean;
  onVoid: () => void;
  texts: { title: string; text: string; reason: string; keep: string; void: string };
  /** The direction of the page around it (the storefront's islands set it; the back office's provider does). */
  dir?: "rtl" | "ltr";
  /** The test id of the button that voids. */
  voidTestId: string;
}

export function VoidReasonDialog({
  open,
  onClose,
  reason,
  onReasonChange,
  reasonError,
  isBusy,
  onVoid,
  texts,
  dir,
  voidTestId,
}: Props) {
  const reasonId = useId();
  const errorId = `${reasonId}-error`;
  return (
    <AlertDialog open={open} onOpenChange={(isOpen) => !isOpen && !isBusy && onClose()}>
      <AlertDialogContent data-testid="void-dialog" dir={dir}>
        <AlertDialogTitle>{texts.title}</AlertDialogTitle>
        <AlertDialogDescription>{texts.text}</AlertDialogDescription>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={reasonId} className="font-medium">
            {texts.reason}
          </label>
          <textarea
            id={reasonId}
            rows={2}
            dir="auto"
            maxLength={500}
            required
            value={reason}
            onChange={(event) => onReasonChange(event.target.value)}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? errorId : undefined}
            className={cn(inputClass, "h-auto py-2")}
            data-testid="void-reason"
          />
          {reasonError && (
            <p id={errorId} className="text-red-700 dark:text-red-400">
              {reasonError}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel className={buttonVariants({ variant: "outline" })} disabled={isBusy}>
            {texts.keep}
          </AlertDialogCancel>
          <AlertDialogAction
            className={cn(buttonVariants(), "bg-red-700 text-white hover:bg-red-800")}
            disabled={isBusy || !reason.trim()}
            aria-busy={isBusy}
            onClick={(event) => {
              event.preventDefault();
              onVoid();
            }}
            data-testid={voidTestId}
          >
            {texts.void}
          </AlertDialogAction>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
