// A resource's list screen: TanStack Table over one page the server searched, sorted and cut
// (decision 0054), its query kept in the address (SPEC §2), rows deleted after a confirmation.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import {
  createColumnHelper,
  functionalUpdate,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type PaginationState,
  type SortingState,
} from "@tanstack/react-table";
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  ArrowUpRight,
  FileDown,
  Pencil,
  PencilLine,
  Plus,
  Trash2,
} from "lucide-react";
import { useMemo, useState } from "react";
import { adminPageSize } from "../../../core/contracts/admin-resources.ts";
import { ConfirmDelete, RefusedDelete } from "./confirm-delete.tsx";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { cn } from "../../lib/utils.ts";
import { toast } from "../../scripts/toaster.ts";
import { answerOf } from "../api.ts";
import { AdminApiError, type Failure } from "../failure.ts";
import { useAdmin } from "../environment.ts";
import { useT, type AdminTranslate } from "../messages.ts";
import type { AnyResource } from "./define-resource.ts";
import { BulkCell, BulkEditProvider, BulkRowProblem, useBulkEdit } from "./bulk-edit.tsx";
import { ListFilters } from "./list-filters.tsx";
import { apiListQuery, exportHref, pageSizesWith, type ListSearch } from "./list-search.ts";
import { ListTabs } from "./list-tabs.tsx";
import { Pager } from "./pager.tsx";
import { useAdminPageSize } from "../queries.ts";
import { ListFailed, ListSearchForm, ScreenHeader, ScreenLoading } from "./screen-states.tsx";

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
type Row = { id: number } & Record<string, unknown>;
const helper = createColumnHelper<typeof features, Row>();
const noRows: Row[] = [];

/** The address's sort (`name`, `-name`) as the table's sorting state, and back. */
const sortingOf = (sort: string): SortingState => [{ id: sort.replace(/^-/, ""), desc: sort.startsWith("-") }];
const sortOf = (sorting: SortingState): string | undefined =>
  sorting[0] ? `${sorting[0].desc ? "-" : ""}${sorting[0].id}` : undefined;

/** Where a row's edit screen is: the resource's `rowPath`, else `{path}/{id}` (SPEC §2). */
function rowPath(resource: AnyResource, row: Row): string {
  return resource.rowPath?.(row) ?? `${resource.path}/${row.id}`;
}

/** The columns of a resource's table: its own, then the row's actions. */
function tableColumns(resource: AnyResource, t: AdminTranslate, onDelete: (row: Row) => void, canDelete: boolean) {
  return helper.columns([
    ...resource.columns.map((column) =>
      // An accessor column (a display column cannot sort): its value is the row's field of its id.
      helper.accessor((row) => row[column.id], {
        id: column.id,
        header: t(column.header),
        enableSorting: column.isSortable === true,
        meta: { align: column.align },
        cell: ({ row }) => {
          const bulkField = resource.bulkEdit?.fields.find((field) => field.id === column.id);
          return column.isTitle ? (
            <>
              <Link
                to={`/${rowPath(resource, row.original)}`}
                className="font-medium text-primary hover:underline"
                dir="auto"
              >
                {column.cell(row.original)}
              </Link>
              {resource.bulkEdit && <BulkRowProblem row={row.original} />}
            </>
          ) : bulkField ? (
            <BulkCell field={bulkField} row={row.original} rowLabel={resource.rowLabel(row.original)}>
              {column.cell(row.original)}
            </BulkCell>
          ) : (
            // A cell may hold data in either script (a company, a city): isolated, as the title is (decision 0031).
            <bdi>{column.cell(row.original)}</bdi>
          );
        },
      }),
    ),
    helper.display({
      id: "actions",
      header: t("admin.list.actions"),
      enableSorting: false,
      meta: { align: "end" },
      cell: ({ row }) => {
        const label = resource.rowLabel(row.original);
        return (
          <div className="flex justify-end gap-1">
            <Link
              to={`/${rowPath(resource, row.original)}`}
              className={buttonVariants({ variant: "ghost", size: "sm" })}
              data-testid="row-edit"
            >
              {resource.rowAction ? (
                <ArrowUpRight aria-hidden className="size-4 rtl:-scale-x-100" />
              ) : (
                <Pencil aria-hidden className="size-4" />
              )}
              {/* Phones show the icons; the names stay for screen readers. */}
              <span className="max-sm:sr-only">{t(resource.rowAction ?? "admin.list.edit")}</span>
              <span className="sr-only">: {label}</span>
            </Link>
            {canDelete && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="text-red-700 dark:text-red-400"
                onClick={() => onDelete(row.original)}
                data-testid="row-delete"
              >
                <Trash2 aria-hidden className="size-4" />
                <span className="max-sm:sr-only">{t("admin.list.delete")}</span>
                <span className="sr-only">: {label}</span>
              </Button>
            )}
          </div>
        );
      },
    }),
  ]);
}

/**
 * The list of a resource: a search box, the table (sortable headers), the pages and the page size,
 * each kept in the address (`?search=&sort=&page=&perPage=`), so a reload, a shared link and
 * back/forward show the same list.
 */
export function ListScreen({ resource, search }: { resource: AnyResource; search: ListSearch<string> }) {
  const t = useT();
  const { client, failureTexts, report } = useAdmin();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const api = useMemo(() => resource.api(client), [resource, client]);
  const page = search.page ?? 1;
  const shopSize = useAdminPageSize();
  const perPage = search.perPage ?? shopSize ?? adminPageSize.default;
  const list = useQuery({
    queryKey: [resource.path, "list", search, perPage],
    queryFn: () => answerOf(api.list(apiListQuery({ ...search, perPage })), failureTexts),
    placeholderData: keepPreviousData,
    enabled: search.perPage !== undefined || shopSize !== undefined,
  });
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const refusal = resource.deleteRefusal;
  const [refused, setRefused] = useState<{ row: Row; failure: Failure } | null>(null);
  const remove = useMutation({
    mutationFn: (row: Row) =>
      api.remove ? answerOf(api.remove(String(row.id)), failureTexts) : Promise.reject(new Error("no delete")),
    onSuccess: async () => {
      toast({ tone: "success", message: t("admin.delete.done") });
      // The last row of a later page: show the page before it.
      if (list.data?.items.length === 1 && page > 1) setSearch({ page: page - 1 === 1 ? undefined : page - 1 });
      await queryClient.invalidateQueries({ queryKey: [resource.path] });
    },
    // A refusal the resource offers a way round is shown in its dialog, not as a toast
    meta: { silent: refusal !== undefined },
    onError: (error, row) => {
      if (!refusal) return;
      if (error instanceof AdminApiError && error.failure.code === refusal.code)
        setRefused({ row, failure: error.failure });
      else report(error);
    },
    onSettled: () => setToDelete(null),
  });
  const instead = useMutation({
    mutationFn: (row: Row) =>
      refusal ? answerOf(refusal.run(client, String(row.id)), failureTexts) : Promise.reject(new Error("no action")),
    onSuccess: async () => {
      if (refusal) toast({ tone: "success", message: t(refusal.done) });
      await queryClient.invalidateQueries({ queryKey: [resource.path] });
    },
    onSettled: () => setRefused(null),
  });

  /** Changes the address's list query (a navigation: SPEC §2 scrolls to the top). */
  function setSearch(next: Partial<Record<string, string | number | undefined>>) {
    void navigate({ to: ".", search: (previous: Record<string, unknown>) => ({ ...previous, ...next }) });
  }

  const sorting = sortingOf(search.sort ?? resource.defaultSort);
  const pagination: PaginationState = { pageIndex: page - 1, pageSize: perPage };
  const columns = useMemo(() => tableColumns(resource, t, setToDelete, api.remove !== undefined), [resource, t, api]);
  const table = useTable({
    features,
    columns,
    data: (list.data?.items as Row[] | undefined) ?? noRows,
    rowCount: list.data?.total ?? 0,
    getRowId: (row) => String(row.id),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      const sort = sortOf(functionalUpdate(updater, sorting));
      setSearch({ sort: sort === resource.defaultSort ? undefined : sort, page: undefined });
    },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      setSearch({
        page: next.pageIndex > 0 ? next.pageIndex + 1 : undefined,
        perPage: next.pageSize === shopSize ? undefined : next.pageSize,
      });
    },
  });

  const pages = Math.max(1, table.getPageCount());
  const rows = table.getRowModel().rows;
  const bulk = useBulkEdit(resource, (list.data?.items as Row[] | undefined) ?? noRows);

  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t(resource.title)}>
        {resource.bulkEdit &&
          (bulk.state.isEditing ? (
            <>
              <Button
                type="button"
                onClick={bulk.state.save}
                disabled={bulk.state.isSaving}
                aria-busy={bulk.state.isSaving}
                data-testid="bulk-save"
              >
                {t(bulk.state.isSaving ? "admin.form.saving" : "admin.bulk.save")}
              </Button>
              <Button type="button" variant="outline" onClick={bulk.stop} disabled={bulk.state.isSaving}>
                {t("admin.form.cancel")}
              </Button>
            </>
          ) : (
            <Button type="button" variant="outline" onClick={bulk.start} data-testid="bulk-start">
              <PencilLine aria-hidden className="size-4" />
              {t("admin.bulk.start")}
            </Button>
          ))}
        {resource.csvExport && (
          // A download of the API's own CSV, as filtered here: the browser saves what the API streams.
          <a
            href={exportHref(resource.csvExport.path, search as Record<string, unknown>)}
            download
            className={buttonVariants({ variant: "outline" })}
            data-testid="export-csv"
          >
            <FileDown aria-hidden className="size-4" />
            {t("admin.list.exportCsv")}
          </a>
        )}
        {resource.headerAction && <resource.headerAction />}
        {api.create && (
          <Link to={`/${resource.path}/add`} className={buttonVariants()} data-testid="add">
            <Plus aria-hidden className="size-4" />
            {t("admin.list.add")}
          </Link>
        )}
      </ScreenHeader>
      {resource.tabs && (
        <ListTabs
          tabs={resource.tabs}
          chosen={search[resource.tabs.name as keyof typeof search] as string | undefined}
          counts={list.data ? resource.tabs.counts(list.data) : undefined}
        />
      )}
      {resource.filters && (
        <ListFilters
          filters={resource.filters}
          values={search as Record<string, unknown>}
          onChange={(changes) => setSearch({ ...changes, page: undefined })}
        />
      )}
      {/* Keyed by the address's search: back/forward puts the typed text back as it was. */}
      <ListSearchForm
        key={search.search ?? ""}
        id="list-search"
        label={t("admin.list.searchLabel", { items: t(resource.title) })}
        value={search.search}
        onSearch={(typed) => setSearch({ search: typed, page: undefined })}
      />
      {list.isPending ? (
        <ScreenLoading />
      ) : list.isError && !list.data ? (
        <ListFailed onRetry={() => void list.refetch()} />
      ) : (
        <>
          <BulkEditProvider state={bulk.state}>
            {bulk.state.isEditing && (
              <p className="text-sm text-muted-foreground" data-testid="bulk-hint">
                {t("admin.bulk.hint")}
              </p>
            )}
            {/* Relative: the rows' screen-reader texts (absolute) stay inside the scrolled table, not widening the page. */}
            <div className="relative overflow-x-auto rounded-lg border" aria-busy={list.isFetching}>
              <table className="w-full text-sm" data-testid="resource-table">
                <caption className="sr-only">{t(resource.title)}</caption>
                <thead className="bg-muted/60">
                  {table.getHeaderGroups().map((group) => (
                    <tr key={group.id}>
                      {group.headers.map((header) => {
                        const sorted = header.column.getIsSorted();
                        const align = (header.column.columnDef.meta as { align?: "end" } | undefined)?.align;
                        return (
                          <th
                            key={header.id}
                            scope="col"
                            aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                            className={cn(
                              "px-3 py-2 font-medium whitespace-nowrap",
                              align === "end" ? "text-end" : "text-start",
                            )}
                          >
                            {header.column.getCanSort() ? (
                              <button
                                type="button"
                                onClick={header.column.getToggleSortingHandler()}
                                className="inline-flex items-center gap-1 rounded-sm hover:underline"
                                data-testid={`sort-${header.column.id}`}
                              >
                                <table.FlexRender header={header} />
                                {sorted === "asc" ? (
                                  <ArrowUp aria-hidden className="size-4" />
                                ) : sorted === "desc" ? (
                                  <ArrowDown aria-hidden className="size-4" />
                                ) : (
                                  <ArrowUpDown aria-hidden className="size-4 text-muted-foreground" />
                                )}
                              </button>
                            ) : (
                              <table.FlexRender header={header} />
                            )}
                          </th>
                        );
                      })}
                    </tr>
                  ))}
                </thead>
                <tbody>
                  {rows.length === 0 ? (
                    <tr>
                      <td colSpan={columns.length} className="px-3 py-8 text-center text-muted-foreground">
                        {search.search ? t("admin.list.emptySearch", { search: search.search }) : t("admin.list.empty")}
                      </td>
                    </tr>
                  ) : (
                    rows.map((row) => (
                      <tr key={row.id} className="border-t" data-testid="resource-row">
                        {row.getAllCells().map((cell) => {
                          const align = (cell.column.columnDef.meta as { align?: "end" } | undefined)?.align;
                          return (
                            <td
                              key={cell.id}
                              className={cn("px-3 py-2 align-middle", align === "end" && "text-end tabular-nums")}
                            >
                              <table.FlexRender cell={cell} />
                            </td>
                          );
                        })}
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          </BulkEditProvider>
          <Pager
            page={page}
            pages={pages}
            total={table.getRowCount()}
            onPage={(next) => table.setPageIndex(next - 1)}
            perPage={{
              value: perPage,
              sizes: pageSizesWith(shopSize ?? adminPageSize.default, adminPageSize.max),
              onChange: (size) => table.setPageSize(size),
            }}
          />
        </>
      )}
      <ConfirmDelete
        item={toDelete ? resource.rowLabel(toDelete) : null}
        isPending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
      {refusal && (
        <RefusedDelete
          refusal={refused?.failure ?? null}
          action={t(refusal.action)}
          isPending={instead.isPending}
          onCancel={() => setRefused(null)}
          onAction={() => refused && instead.mutate(refused.row)}
        />
      )}
    </div>
  );
}
