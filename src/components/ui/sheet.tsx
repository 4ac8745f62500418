import { Dialog as SheetPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils.ts";
import { dialogLayer, DialogOverlay } from "./dialog.tsx";

// shadcn's Sheet: a dialog that slides in from the inline-start edge (the right in Arabic), for a
// phone's navigation drawer. A dialog (SPEC §9 z-index 1060): focus stays in it, Escape closes it.

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;
export const SheetTitle = SheetPrimitive.Title;

/** The panel, full height at the start edge, with its overlay, in a portal. */
export function SheetContent({ className, children, ...props }: ComponentProps<typeof SheetPrimitive.Content>) {
  return (
    <SheetPrimitive.Portal>
      <DialogOverlay />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          "fixed inset-y-0 start-0 flex w-72 max-w-[85vw] flex-col border-e bg-background shadow-lg",
          dialogLayer,
          className,
        )}
        {...props}
      >
        {children}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}
