import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "../../components/ui/alert-dialog.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import { cn } from "../../lib/utils.ts";
import { useT } from "../messages.ts";

/**
 * The back office's one question before a delete (a list's row, a gallery image, a review): open
 * while `item` names something, kept open while the delete runs, closed when the answer is in.
 */
export function ConfirmDelete({
  item,
  isPending,
  onCancel,
  onConfirm,
  children,
}: {
  /** What is about to go, as the title names it; null when nothing is asked. */
  item: string | null;
  isPending: boolean;
  onCancel(): void;
  onConfirm(): void;
  /** Shown under the question (the image about to go). */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <AlertDialog open={item !== null} onOpenChange={(open) => !open && !isPending && onCancel()}>
      <AlertDialogContent data-testid="delete-dialog">
        <AlertDialogTitle>{t("admin.delete.title", { item: item ?? "" })}</AlertDialogTitle>
        <AlertDialogDescription>{t("admin.delete.text")}</AlertDialogDescription>
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel className={buttonVariants({ variant: "outline" })} disabled={isPending}>
            {t("admin.delete.cancel")}
          </AlertDialogCancel>
          <AlertDialogAction
            className={cn(buttonVariants(), "bg-red-700 text-white hover:bg-red-800")}
            disabled={isPending}
            aria-busy={isPending}
            onClick={(event) => {
              // Kept open while the delete runs; it closes when the answer is in.
              event.preventDefault();
              onConfirm();
            }}
            data-testid="confirm-delete"
          >
            {t("admin.delete.confirm")}
          </AlertDialogAction>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * A delete the API refused, and what to do instead (a used coupon: end it): the refusal's message
 * and hint, with the resource's action beside Cancel; open while `refusal` is set.
 */
export function RefusedDelete({
  refusal,
  action,
  isPending,
  onCancel,
  onAction,
}: {
  refusal: { message: string; hint: string | null } | null;
  action: string;
  isPending: boolean;
  onCancel(): void;
  onAction(): void;
}) {
  const t = useT();
  return (
    <AlertDialog open={refusal !== null} onOpenChange={(open) => !open && !isPending && onCancel()}>
      <AlertDialogContent data-testid="delete-refused">
        <AlertDialogTitle>{refusal?.message}</AlertDialogTitle>
        <AlertDialogDescription>{refusal?.hint}</AlertDialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel className={buttonVariants({ variant: "outline" })} disabled={isPending}>
            {t("admin.delete.cancel")}
          </AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants()}
            disabled={isPending}
            aria-busy={isPending}
            onClick={(event) => {
              event.preventDefault();
              onAction();
            }}
            data-testid="refused-action"
          >
            {action}
          </AlertDialogAction>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
