// The gallery image picker (decision 0062): a dialog over GET /api/admin/gallery (paged, searched
// in the alt text) where the admin picks one image, or several in order, or uploads new ones and
// has them picked. Radix Dialog: focus kept inside, Escape closes, the title names it.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Check, Search } from "lucide-react";
import { useState, type SubmitEvent } from "react";
import type { GalleryImageRow } from "../../../../core/contracts/admin/gallery.ts";
import { Button } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";
import { inputClass } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/utils.ts";
import { answerOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { Pager } from "../pager.tsx";
import { useT, type AdminTranslate } from "../../messages.ts";
import { ScreenLoading } from "../screen-states.tsx";
import { GalleryUpload } from "./GalleryUpload.tsx";

const pickerPageSize = 24;

/** An image's name for people: its alt text, else "Image #12". */
export const imageName = (t: AdminTranslate, image: Pick<GalleryImageRow, "id" | "alt">) =>
  image.alt?.trim() || t("admin.picker.noAlt", { id: image.id });

/** A page of the gallery, as the picker and the gallery screen list it. */
export function useGalleryPage(query: { search: string; page: number; perPage: number }) {
  const { client, failureTexts } = useAdmin();
  return useQuery({
    queryKey: ["gallery", "list", query],
    queryFn: () =>
      answerOf(
        client.api.admin.gallery.$get({
          query: {
            ...(query.search ? { search: query.search } : {}),
            page: String(query.page),
            perPage: String(query.perPage),
          },
        }),
        failureTexts,
      ),
    placeholderData: keepPreviousData,
  });
}

interface PickerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Several images (in the order picked) or one. */
  multiple?: boolean;
  /** What is picked when the dialog opens. */
  initial: readonly number[];
  onPick(images: GalleryImageRow[]): void;
}

/** The picker dialog; its content mounts when it opens, so each opening starts afresh. */
export function GalleryPicker(props: PickerProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto" data-testid="gallery-picker">
        {props.open && <PickerBody {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function PickerBody({ multiple = false, initial, onPick, onOpenChange }: PickerProps) {
  const t = useT();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<GalleryImageRow[]>([]);
  const [initialIds, setInitialIds] = useState<readonly number[]>(initial);
  const list = useGalleryPage({ search, page, perPage: pickerPageSize });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / pickerPageSize));
  const isPicked = (image: GalleryImageRow) =>
    picked.some((one) => one.id === image.id) || (picked.length === 0 && initialIds.includes(image.id));

  function toggle(image: GalleryImageRow) {
    setInitialIds([]);
    if (!multiple) return setPicked([image]);
    setPicked((now) =>
      now.some((one) => one.id === image.id) ? now.filter((one) => one.id !== image.id) : [...now, image],
    );
  }

  const onSearch = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    setSearch(String(new FormData(event.currentTarget).get("search") ?? "").trim());
    setPage(1);
  };

  return (
    <>
      <DialogHeader className="text-start">
        <DialogTitle>{t("admin.picker.title")}</DialogTitle>
        <DialogDescription>{t("admin.picker.text")}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <form role="search" onSubmit={onSearch} className="flex max-w-sm flex-1">
          <input
            name="search"
            type="search"
            aria-label={t("admin.picker.search")}
            placeholder={t("admin.picker.search")}
            className={cn(inputClass, "rounded-e-none")}
            data-testid="picker-search"
          />
          <Button type="submit" className="rounded-s-none">
            <Search aria-hidden className="size-4" />
            <span className="sr-only">{t("admin.list.search")}</span>
          </Button>
        </form>
        <GalleryUpload
          onUploaded={(images) => {
            setInitialIds([]);
            setPicked((now) =>
              multiple
                ? [...now, ...images.filter((image) => !now.some((one) => one.id === image.id))]
                : images.slice(-1),
            );
            setSearch("");
            setPage(1);
          }}
        />
      </div>
      {list.isPending ? (
        <ScreenLoading />
      ) : (list.data?.items.length ?? 0) === 0 ? (
        <p className="py-6 text-center text-muted-foreground">{t("admin.picker.empty")}</p>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6" aria-busy={list.isFetching}>
          {list.data?.items.map((image) => {
            const on = isPicked(image);
            return (
              <li key={image.id}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggle(image)}
                  className={cn(
                    "relative block aspect-square w-full overflow-hidden rounded-md border-2 bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                    on ? "border-primary" : "border-transparent",
                  )}
                  data-testid="picker-image"
                >
                  {/* SVG too is only ever an <img> (decision 0059): never active content. */}
                  <img src={image.url} alt={imageName(t, image)} loading="lazy" className="size-full object-contain" />
                  {on && (
                    <span className="absolute end-1 top-1 rounded-full bg-primary p-0.5 text-primary-foreground">
                      <Check aria-hidden className="size-4" />
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 && <Pager page={page} pages={pages} total={list.data?.total} onPage={setPage} />}
      <DialogFooter className="sm:justify-end">
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          {t("admin.form.cancel")}
        </Button>
        <Button
          type="button"
          disabled={picked.length === 0}
          onClick={() => {
            onPick(picked);
            onOpenChange(false);
          }}
          data-testid="picker-use"
        >
          {multiple ? t("admin.picker.selectMany", { count: picked.length }) : t("admin.picker.select")}
        </Button>
      </DialogFooter>
    </>
  );
}
