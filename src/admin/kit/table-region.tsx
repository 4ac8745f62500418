// A back-office table wider than a phone: it scrolls sideways inside a named region the keyboard
// can reach and scroll too (WCAG 2.1.1), instead of widening the page. One component, so every
// detail screen's table (an order's lines and payments, a return's, a cart's, an invoice's, the
// transactions) behaves alike.
import type { ReactNode } from "react";

export function TableRegion({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border" role="region" tabIndex={0} aria-label={label}>
      <table className="w-full text-sm" data-testid={testId}>
        {children}
      </table>
    </div>
  );
}
