import type { DbVariables } from "../../../lib/db.ts";
import {
  galleryUploadMaxBytes,
  GalleryImageInput,
  GalleryImagePatch,
  GalleryListQuery,
  GalleryUpload,
} from "../../../../core/contracts/admin/gallery.ts";
import { useTranslations } from "../../../../i18n/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { siteUrl } from "../../../lib/http/app-url.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { largeBody } from "../../../lib/http/read-body.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { access } from "../../auth/access.ts";
import { catalogueRoutes } from "../catalogue-routes.ts";
import { getGalleryImage, getGalleryImages, listGalleryImages } from "./list-gallery-images.ts";
import { uploadGalleryImages } from "./upload-gallery-images.ts";
import { deleteGalleryImage, updateGalleryImage } from "./write-gallery-image.ts";

/** Room for the multipart envelope around pictures at the request's limit. */
const multipartOverhead = 64 * 1024;

/**
 * /api/admin/gallery (SPEC §2 admin "gallery", §5 image types; decision 0059): upload pictures to
 * the profile's R2 bucket (POST, multipart `files`, one or many), list them with their public
 * addresses, change their alt text, delete the ones nothing uses.
 */
export const gallery = catalogueRoutes()
  .get("/", access("admin"), validate(GalleryListQuery, { target: "query" }), async (c) =>
    ok(c, await listGalleryImages(c.var.db, c.req.valid("query"), (path) => siteUrl(c.env, path))),
  )
  .post(
    "/",
    access("admin"),
    // Refused while streaming, before an oversized request is buffered.
    largeBody(galleryUploadMaxBytes + multipartOverhead),
    validate(GalleryUpload, { lists: ["files"] }),
    async (c) => {
      const db = c.var.db;
      const ids = await uploadGalleryImages(db, c.env.BUCKET, c.req.valid("json").files, translator(c));
      return ok(c, await getGalleryImages(db, ids, (path) => siteUrl(c.env, path)), { status: 201 });
    },
  )
  .get("/:id", access("admin"), async (c) => ok(c, await readGalleryImage(c, pathId(c))))
  .put("/:id", access("admin"), validate(GalleryImageInput), async (c) => {
    await updateGalleryImage(c.var.db, pathId(c), c.req.valid("json"), { replace: true });
    return ok(c, await readGalleryImage(c, pathId(c)));
  })
  .patch("/:id", access("admin"), validate(GalleryImagePatch), async (c) => {
    await updateGalleryImage(c.var.db, pathId(c), c.req.valid("json"), { replace: false });
    return ok(c, await readGalleryImage(c, pathId(c)));
  })
  .delete("/:id", access("admin"), async (c) => {
    await deleteGalleryImage(c.var.db, c.env.BUCKET, pathId(c), { t: translator(c), requestUrl: c.req.url });
    return ok(c, null);
  });

const translator = (c: { req: { raw: Request }; env: Env }) => useTranslations(requestLocale(c.req.raw, c.env));

async function readGalleryImage(c: { env: Env; var: DbVariables }, id: number) {
  const image = await getGalleryImage(c.var.db, id, (path) => siteUrl(c.env, path));
  if (!image) throw new AppError("not_found");
  return image;
}
