import type { ReactNode } from "react";
import type { CatalogueStatus } from "../../../core/contracts/catalogue.ts";
import { cn } from "../../lib/utils.ts";
import { useT } from "../messages.ts";

/** What a badge says by its colour; each pair of text and background passes WCAG AA in both themes. */
export const badgeTones = {
  good: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  waiting: "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100",
  busy: "bg-sky-100 text-sky-950 dark:bg-sky-950 dark:text-sky-100",
  bad: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  plain: "bg-muted text-muted-foreground",
} as const;
export type BadgeTone = keyof typeof badgeTones;

/** A short state in a pill (a customer's approval, an order's status): the back office's one badge. */
export function Badge({ tone, children, testId }: { tone: BadgeTone; children: ReactNode; testId?: string }) {
  return (
    <span
      className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap", badgeTones[tone])}
      data-testid={testId}
    >
      {children}
    </span>
  );
}

/** A catalogue row's availability in a list (SPEC §3 status). */
export function StatusBadge({ status }: { status: CatalogueStatus }) {
  const t = useT();
  return (
    <Badge tone={status === "available" ? "good" : "plain"}>
      {t(status === "available" ? "admin.fields.status.available" : "admin.fields.status.unavailable")}
    </Badge>
  );
}

/** A row's image in a list: SVG too only ever through <img> (decision 0059). */
export function RowImage({ image }: { image: { url: string } | null }) {
  return image ? (
    <img src={image.url} alt="" loading="lazy" className="size-10 rounded border bg-muted object-contain" />
  ) : (
    <span aria-hidden className="inline-block size-10 rounded border bg-muted" />
  );
}
