// SPEC §2 `gallery` (issue #11 item 3; decision 0059, 0062): every picture of the shop in a grid
// with its alt text, uploaded many at once with a progress bar each, its alt text edited in place,
// deleted after the kit's confirmation (a used one is refused: "Problem deleting image").
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { GalleryImageRow, gallerySorts } from "../../../../core/contracts/admin/gallery.ts";
import { ConfirmDelete } from "../../kit/confirm-delete.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { inputClass } from "../../../components/ui/input.tsx";
import { toast } from "../../../scripts/toaster.ts";
import { answerOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { Pager } from "../../kit/pager.tsx";
import { useT } from "../../messages.ts";
import { imageName, useGalleryPage } from "../../kit/fields/GalleryPicker.tsx";
import { GalleryUpload } from "../../kit/fields/GalleryUpload.tsx";
import type { ListSearch } from "../../kit/list-search.ts";
import { ListFailed, ListSearchForm, ScreenHeader, ScreenLoading } from "../../kit/screen-states.tsx";

const galleryPageSize = 24;

export function GalleryScreen({ search }: { search: ListSearch<(typeof gallerySorts)[number]> }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { client, failureTexts } = useAdmin();
  const page = search.page ?? 1;
  const perPage = search.perPage ?? galleryPageSize;
  const list = useGalleryPage({ search: search.search ?? "", page, perPage });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / perPage));
  const [toDelete, setToDelete] = useState<GalleryImageRow | null>(null);
  const remove = useMutation({
    mutationFn: (image: GalleryImageRow) =>
      answerOf(client.api.admin.gallery[":id"].$delete({ param: { id: String(image.id) } }), failureTexts),
    onSuccess: async () => {
      toast({ tone: "success", message: t("admin.delete.done") });
      if (list.data?.items.length === 1 && page > 1) setSearch({ page: page - 1 === 1 ? undefined : page - 1 });
      await queryClient.invalidateQueries({ queryKey: ["gallery"] });
    },
    onSettled: () => setToDelete(null),
  });

  function setSearch(next: Record<string, string | number | undefined>) {
    void navigate({ to: ".", search: (previous: Record<string, unknown>) => ({ ...previous, ...next }) });
  }

  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t("admin.nav.gallery")}>
        <GalleryUpload />
      </ScreenHeader>
      <p className="-mt-6 text-sm text-muted-foreground">{t("admin.gallery.text")}</p>
      <ListSearchForm
        key={search.search ?? ""}
        id="gallery-search"
        label={t("admin.picker.search")}
        value={search.search}
        onSearch={(typed) => setSearch({ search: typed, page: undefined })}
      />
      {list.isPending ? (
        <ScreenLoading />
      ) : list.isError && !list.data ? (
        <ListFailed onRetry={() => void list.refetch()} />
      ) : (list.data?.items.length ?? 0) === 0 ? (
        <p className="py-8 text-center text-muted-foreground">
          {search.search ? t("admin.list.emptySearch", { search: search.search }) : t("admin.picker.empty")}
        </p>
      ) : (
        <ul
          className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-4"
          aria-busy={list.isFetching}
          data-testid="gallery-grid"
        >
          {list.data?.items.map((image) => (
            <GalleryCard key={image.id} image={image} onDelete={() => setToDelete(image)} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <Pager
          page={page}
          pages={pages}
          total={list.data?.total}
          onPage={(next) => setSearch({ page: next === 1 ? undefined : next })}
        />
      )}
      <ConfirmDelete
        item={toDelete ? imageName(t, toDelete) : null}
        isPending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      >
        {toDelete && (
          <img src={toDelete.url} alt="" className="mx-auto max-h-40 rounded border bg-muted object-contain" />
        )}
      </ConfirmDelete>
    </div>
  );
}

/** A picture, its size and uses, its alt text (saved in place) and its delete button. */
function GalleryCard({ image, onDelete }: { image: GalleryImageRow; onDelete(): void }) {
  const t = useT();
  const { client, failureTexts } = useAdmin();
  const queryClient = useQueryClient();
  const [alt, setAlt] = useState(image.alt ?? "");
  const save = useMutation({
    mutationFn: (text: string) =>
      answerOf(
        client.api.admin.gallery[":id"].$put({ param: { id: String(image.id) }, json: { alt: text } }),
        failureTexts,
      ),
    onSuccess: async () => {
      toast({ tone: "success", message: t("admin.gallery.altSaved") });
      await queryClient.invalidateQueries({ queryKey: ["gallery"] });
    },
  });
  const altId = `gallery-alt-${image.id}`;
  const name = imageName(t, image);
  return (
    <li
      className="flex flex-col overflow-hidden rounded-lg border bg-card"
      data-testid="gallery-image"
      data-image-id={image.id}
    >
      <div className="flex aspect-[4/3] items-center justify-center bg-muted">
        {/* SVG too is only ever an <img> (decision 0059): never active content. */}
        <img src={image.url} alt={image.alt ?? ""} loading="lazy" className="size-full object-contain" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 text-sm">
        <p className="flex justify-between gap-2 text-xs text-muted-foreground">
          <span dir="ltr">
            {image.width && image.height ? `${image.width}×${image.height} · ` : ""}
            {formatBytes(image.bytes)}
          </span>
          <span>
            {image.useCount > 0 ? t("admin.gallery.uses", { count: image.useCount }) : t("admin.gallery.unused")}
          </span>
        </p>
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(alt);
          }}
        >
          <label htmlFor={altId} className="text-xs font-medium">
            {t("admin.gallery.alt")}
          </label>
          <input
            id={altId}
            value={alt}
            maxLength={300}
            dir="auto"
            onChange={(event) => setAlt(event.target.value)}
            className={inputClass}
            data-testid="gallery-alt"
          />
          <div className="flex flex-wrap justify-between gap-2">
            <Button
              type="submit"
              size="sm"
              variant="outline"
              disabled={save.isPending || alt === (image.alt ?? "")}
              data-testid="gallery-alt-save"
            >
              {t("admin.form.save")}
              <span className="sr-only">
                : {t("admin.gallery.alt")} — {name}
              </span>
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="text-red-700 dark:text-red-400"
              onClick={onDelete}
              data-testid="row-delete"
            >
              <Trash2 aria-hidden className="size-4" />
              {t("admin.list.delete")}
              <span className="sr-only">: {name}</span>
            </Button>
          </div>
        </form>
      </div>
    </li>
  );
}

/** Bytes as people read them: 512 B, 14 KB, 2.3 MB (Latin digits, decision 0007). */
function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
