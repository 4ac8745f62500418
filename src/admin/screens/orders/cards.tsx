// The order desk's cards (an order's, a return's): a titled section, and its label–value rows.
import { useId, type ReactNode } from "react";

/** A titled section of a detail screen, named for screen readers by its heading. */
export function Card({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border p-4" data-testid={testId}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A label and its value, inside a `detailList`. */
export function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words" data-testid={testId}>
        {children}
      </dd>
    </>
  );
}

/** The `<dl>` of a card's rows: label beside value from a phone's landscape width up. */
export const detailList = "grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]";
