// SPEC §2 `settings/reviews` (issue #12 item 4, decision 0069): the site reviews, newest first,
// searched, filtered by approval and paged in the address (SPEC §2 list pages), each approved or
// unapproved in place (SPEC §4) — the shop's home shows an approved one at once — or deleted after
// the kit's confirmation. Reviews are the reviewers' words: the admin does not edit them.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Check, Trash2, Undo2 } from "lucide-react";
import { useState } from "react";
import type { ReviewRow, reviewSorts } from "../../../../core/contracts/admin/reviews.ts";
import { adminPageSize } from "../../../../core/contracts/admin-resources.ts";
import { otherRatingNames } from "../../../../core/contracts/front.ts";
import { formatDate } from "../../../../i18n/dates.ts";
import { ConfirmDelete } from "../../kit/confirm-delete.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { inputClass } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/utils.ts";
import { toast } from "../../../scripts/toaster.ts";
import { answerOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { apiListQuery, type ListSearch } from "../../kit/list-search.ts";
import { ListFailed, ListSearchForm, ScreenHeader, ScreenLoading } from "../../kit/screen-states.tsx";
import { Pager } from "../../kit/pager.tsx";
import { useAdminPageSize } from "../../queries.ts";
import { useT, type AdminMessageKey } from "../../messages.ts";

export type ReviewSearch = ListSearch<(typeof reviewSorts)[number], "approved">;

const sortOptions = [
  { value: "-createdAt", label: "admin.reviews.sort.newest" },
  { value: "createdAt", label: "admin.reviews.sort.oldest" },
  { value: "-overallRating", label: "admin.reviews.sort.highest" },
  { value: "overallRating", label: "admin.reviews.sort.lowest" },
] as const satisfies readonly { value: string; label: AdminMessageKey }[];

const ratingLabels: Record<(typeof otherRatingNames)[number], AdminMessageKey> = {
  quality: "review.quality",
  delivery: "review.delivery",
  service: "review.service",
};

const browserTimeZone = { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };

export function ReviewsScreen({ search }: { search: ReviewSearch }) {
  const t = useT();
  const { client, failureTexts } = useAdmin();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const api = client.api.admin.reviews;
  const page = search.page ?? 1;
  const shopSize = useAdminPageSize();
  const perPage = search.perPage ?? shopSize ?? adminPageSize.default;
  const list = useQuery({
    queryKey: ["reviews", "list", search, perPage],
    queryFn: () => answerOf(api.$get({ query: apiListQuery({ ...search, perPage }) }), failureTexts),
    placeholderData: keepPreviousData,
    enabled: search.perPage !== undefined || shopSize !== undefined,
  });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / perPage));
  const [toDelete, setToDelete] = useState<ReviewRow | null>(null);
  const approval = useMutation({
    mutationFn: ({ review, approved }: { review: ReviewRow; approved: boolean }) =>
      answerOf(api[":id"].$patch({ param: { id: String(review.id) }, json: { approved } }), failureTexts),
    onSuccess: async (review) => {
      toast({
        tone: "success",
        message: t(review?.approved ? "admin.reviews.approvedDone" : "admin.reviews.unapprovedDone"),
      });
      await queryClient.invalidateQueries({ queryKey: ["reviews"] });
    },
  });
  const remove = useMutation({
    mutationFn: (review: ReviewRow) => answerOf(api[":id"].$delete({ param: { id: String(review.id) } }), failureTexts),
    onSuccess: async () => {
      toast({ tone: "success", message: t("admin.delete.done") });
      if (list.data?.items.length === 1 && page > 1) setSearch({ page: page - 1 === 1 ? undefined : page - 1 });
      await queryClient.invalidateQueries({ queryKey: ["reviews"] });
    },
    onSettled: () => setToDelete(null),
  });

  /** Changes the address's list query (a navigation: SPEC §2 scrolls to the top). */
  function setSearch(next: Record<string, string | number | undefined>) {
    void navigate({ to: ".", search: (previous: Record<string, unknown>) => ({ ...previous, ...next }) });
  }

  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t("admin.settings.tab.reviews")} />
      <div className="flex flex-wrap items-end gap-3" data-testid="list-filters">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t("admin.reviews.approvedFilter")}</span>
          <select
            value={search.approved ?? ""}
            onChange={(event) => setSearch({ approved: event.target.value || undefined, page: undefined })}
            className={cn(inputClass, "h-9 w-auto min-w-40 py-0")}
            data-testid="filter-approved"
          >
            <option value="">{t("admin.reviews.all")}</option>
            <option value="false">{t("admin.reviews.unapproved")}</option>
            <option value="true">{t("admin.reviews.approved")}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t("admin.reviews.sort")}</span>
          <select
            value={search.sort ?? "-createdAt"}
            onChange={(event) =>
              setSearch({ sort: event.target.value === "-createdAt" ? undefined : event.target.value, page: undefined })
            }
            className={cn(inputClass, "h-9 w-auto min-w-40 py-0")}
            data-testid="sort"
          >
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ListSearchForm
        key={search.search ?? ""}
        id="list-search"
        label={t("admin.list.searchLabel", { items: t("admin.settings.tab.reviews") })}
        value={search.search}
        onSearch={(typed) => setSearch({ search: typed, page: undefined })}
      />
      {list.isPending ? (
        <ScreenLoading />
      ) : list.isError && !list.data ? (
        <ListFailed onRetry={() => void list.refetch()} />
      ) : (
        <>
          {list.data.items.length === 0 ? (
            <p className="rounded-lg border px-3 py-8 text-center text-muted-foreground">
              {search.search ? t("admin.list.emptySearch", { search: search.search }) : t("admin.list.empty")}
            </p>
          ) : (
            <ul className="flex flex-col gap-3" aria-busy={list.isFetching} data-testid="reviews">
              {list.data.items.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  isBusy={approval.isPending && approval.variables.review.id === review.id}
                  onApproval={(approved) => approval.mutate({ review, approved })}
                  onDelete={() => setToDelete(review)}
                />
              ))}
            </ul>
          )}
          <Pager
            page={page}
            pages={pages}
            total={list.data.total}
            onPage={(next) => setSearch({ page: next === 1 ? undefined : next })}
          />
        </>
      )}
      <ConfirmDelete
        item={toDelete ? toDelete.reviewerName : null}
        isPending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </div>
  );
}

/** One review: who, the stars, the words, when, its state and its actions. */
function ReviewItem({
  review,
  isBusy,
  onApproval,
  onDelete,
}: {
  review: ReviewRow;
  isBusy: boolean;
  onApproval(approved: boolean): void;
  onDelete(): void;
}) {
  const t = useT();
  const others = otherRatingNames.flatMap((name) => {
    const rating = review.otherRatings?.[name];
    return rating === undefined ? [] : [`${t(ratingLabels[name])} ${rating}/5`];
  });
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start" data-testid="review-row">
      <div className="flex min-w-0 grow flex-col gap-1">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-medium" dir="auto">
            {review.reviewerName}
          </span>
          <span className="text-sm text-muted-foreground" dir="ltr">
            {review.reviewerEmail}
          </span>
          <span
            className={cn(
              "inline-block rounded-full px-2 py-0.5 text-xs font-medium",
              review.approved
                ? "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100"
                : "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100",
            )}
            data-testid="review-status"
          >
            {t(review.approved ? "admin.reviews.approved" : "admin.reviews.unapproved")}
          </span>
        </p>
        <p className="text-sm">
          <span aria-hidden className="text-amber-700 dark:text-amber-400">
            {"★".repeat(review.overallRating)}
            <span className="text-muted-foreground">{"☆".repeat(5 - review.overallRating)}</span>
          </span>
          <span className="sr-only">{t("review.stars", { count: review.overallRating })}</span>
          {others.length > 0 && <span className="ms-2 text-muted-foreground">{others.join(" · ")}</span>}
        </p>
        <p dir="auto" className={cn("whitespace-pre-line", !review.comment && "text-muted-foreground")}>
          {review.comment ?? t("admin.reviews.noComment")}
        </p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={new Date(review.createdAt).toISOString()}>
            {formatDate(review.createdAt, browserTimeZone)}
          </time>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {review.approved ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={isBusy}
            aria-busy={isBusy}
            onClick={() => onApproval(false)}
            data-testid="review-unapprove"
          >
            <Undo2 aria-hidden className="size-4" />
            {t("admin.reviews.unapprove")}
            <span className="sr-only">: {review.reviewerName}</span>
          </Button>
        ) : (
          <Button
            type="button"
            size="sm"
            disabled={isBusy}
            aria-busy={isBusy}
            onClick={() => onApproval(true)}
            data-testid="review-approve"
          >
            <Check aria-hidden className="size-4" />
            {t("admin.reviews.approve")}
            <span className="sr-only">: {review.reviewerName}</span>
          </Button>
        )}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-red-700 dark:text-red-400"
          onClick={onDelete}
          data-testid="row-delete"
        >
          <Trash2 aria-hidden className="size-4" />
          <span className="max-sm:sr-only">{t("admin.list.delete")}</span>
          <span className="sr-only">: {review.reviewerName}</span>
        </Button>
      </div>
    </li>
  );
}
