import type { CatalogueStatus } from "../../../core/contracts/catalogue.ts";
import { cn } from "../../lib/utils.ts";
import { useT } from "../messages.ts";

/** A catalogue row's availability in a list (SPEC §3 status). */
export function StatusBadge({ status }: { status: CatalogueStatus }) {
  const t = useT();
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2 py-0.5 text-xs font-medium",
        status === "available"
          ? "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100"
          : "bg-muted text-muted-foreground",
      )}
    >
      {t(status === "available" ? "admin.fields.status.available" : "admin.fields.status.unavailable")}
    </span>
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
