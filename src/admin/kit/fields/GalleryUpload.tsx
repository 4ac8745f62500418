// Uploading pictures to the gallery (decision 0059): many files chosen at once, one request each,
// each with its own progress bar; a refused file says why (SPEC §8 toast) and the others go on.
import { useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useId, useState } from "react";
import type { GalleryImageRow } from "../../../../core/contracts/admin/gallery.ts";
import { buttonVariants } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/utils.ts";
import { toast } from "../../../scripts/toaster.ts";
import { useAdmin } from "../../environment.ts";
import { useT } from "../../messages.ts";
import { uploadGalleryImage } from "./upload.ts";

/** The picture types the gallery takes (SPEC §9); the server judges the bytes. */
export const galleryAccept = "image/jpeg,image/png,image/svg+xml,image/webp";

interface Sending {
  key: string;
  name: string;
  share: number;
}

/**
 * The "Upload images" button and the progress of what it sends. `onUploaded` gets the pictures the
 * gallery took, in the order chosen.
 */
export function GalleryUpload({ onUploaded }: { onUploaded?: (images: GalleryImageRow[]) => void }) {
  const t = useT();
  const id = useId();
  const { locale, failureTexts, report } = useAdmin();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<Sending[]>([]);

  async function upload(files: File[]) {
    const batch = files.map((file, index) => ({ key: `${Date.now()}-${index}`, name: file.name, share: 0 }));
    setSending((now) => [...now, ...batch]);
    const results = await Promise.all(
      files.map(async (file, index) => {
        const key = batch[index]?.key;
        try {
          return await uploadGalleryImage(file, {
            locale,
            failureTexts,
            onProgress: (share) =>
              setSending((now) => now.map((item) => (item.key === key ? { ...item, share } : item))),
          });
        } catch (error) {
          report(error);
          return null;
        } finally {
          setSending((now) => now.filter((item) => item.key !== key));
        }
      }),
    );
    const images = results.filter((image) => image !== null);
    if (images.length > 0) {
      toast({ tone: "success", message: t("admin.upload.done", { count: images.length }) });
      await queryClient.invalidateQueries({ queryKey: ["gallery"] });
      onUploaded?.(images);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className={cn(buttonVariants(), "cursor-pointer has-[:focus-visible]:ring-2")}>
        <Upload aria-hidden className="size-4" />
        {t("admin.upload.button")}
        <input
          id={id}
          type="file"
          multiple
          accept={galleryAccept}
          className="sr-only"
          data-testid="gallery-upload"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            if (files.length > 0) void upload(files);
          }}
        />
      </label>
      {sending.length > 0 && (
        <ul className="flex flex-col gap-2" aria-live="polite" data-testid="upload-progress">
          {sending.map((item) => (
            <li key={item.key} className="flex flex-col gap-1 text-sm">
              <span className="truncate" dir="auto">
                {t("admin.upload.progress", { name: item.name })}
              </span>
              <progress
                max={100}
                value={Math.round(item.share * 100)}
                aria-label={t("admin.upload.progress", { name: item.name })}
                className="h-2 w-full min-w-40 accent-primary"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
