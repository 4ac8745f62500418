import { useStore } from "@nanostores/react";
import { CircleX } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog.tsx";
import { useAdmin } from "../environment.ts";
import { useT } from "../messages.ts";
import { $sessionExpired, clearAdminMarker } from "../session.ts";

/**
 * SPEC §8 session expired: an error-icon dialog titled "Error" saying the session has expired, with
 * a "Log in" button (SPEC §4). Confirming or dismissing it (Escape, a click outside) clears the
 * session marker; confirming goes to the admin login.
 */
export function SessionExpiredDialog() {
  const t = useT();
  const { loginUrl } = useAdmin();
  const isOpen = useStore($sessionExpired);
  const close = () => {
    clearAdminMarker();
    $sessionExpired.set(false);
  };
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && close()}>
      <DialogContent role="alertdialog" data-testid="session-expired">
        <DialogHeader className="items-center">
          <CircleX aria-hidden className="size-14 text-red-600 dark:text-red-400" strokeWidth={1.5} />
          <DialogTitle>{t("admin.session.title")}</DialogTitle>
          <DialogDescription className="text-base text-foreground">{t("admin.session.text")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button
            type="button"
            onClick={() => {
              close();
              window.location.assign(loginUrl);
            }}
          >
            {t("admin.session.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
