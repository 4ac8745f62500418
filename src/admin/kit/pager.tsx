// The pages of a back-office list (the kit's list, the reviews, the gallery and its picker, the
// transactions): where the admin is, how many rows there are, the page size where the list lets
// them choose it, and the previous and next pages. One component, so every list pages alike.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/input.tsx";
import { cn } from "../../lib/utils.ts";
import { useT } from "../messages.ts";

export interface PagerProps {
  page: number;
  pages: number;
  /** How many rows match, said beside the page when given. */
  total?: number;
  onPage: (page: number) => void;
  /** The page size and the sizes offered, where the admin may choose it. */
  perPage?: { value: number; sizes: readonly number[]; onChange: (size: number) => void };
}

export function Pager({ page, pages, total, onPage, perPage }: PagerProps) {
  const t = useT();
  return (
    <nav
      aria-label={t("admin.list.pagination")}
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
      data-testid="pagination"
    >
      <p className="text-muted-foreground">
        <span data-testid="page-of">{t("admin.list.pages", { page, pages })}</span>
        {total !== undefined && (
          <>
            {" · "}
            {t("admin.list.total", { count: total })}
          </>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {perPage && (
          <label className="flex items-center gap-2">
            <span className="text-muted-foreground">{t("admin.list.perPage")}</span>
            <select
              value={perPage.value}
              onChange={(event) => perPage.onChange(Number(event.target.value))}
              className={cn(inputClass, "h-8 w-auto py-0")}
              data-testid="per-page"
            >
              {perPage.sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className="flex gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            data-testid="previous-page"
          >
            <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
            {t("admin.list.previous")}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
            data-testid="next-page"
          >
            {t("admin.list.next")}
            <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
          </Button>
        </div>
      </div>
    </nav>
  );
}
