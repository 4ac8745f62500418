import { SlideInput, SlideListQuery, SlidePatch } from "../../../../core/contracts/admin/slides.ts";
import { useTranslations } from "../../../../i18n/index.ts";
import { getDb } from "../../../lib/db.ts";
import { AppError } from "../../../lib/errors.ts";
import { siteUrl } from "../../../lib/http/app-url.ts";
import { pathId } from "../../../lib/http/path-id.ts";
import { ok } from "../../../lib/http/respond.ts";
import { validate } from "../../../lib/http/validate.ts";
import { requestLocale } from "../../../lib/request-locale.ts";
import { access } from "../../auth/access.ts";
import { catalogueRoutes } from "../catalogue-routes.ts";
import { getSlide, listSlides } from "./list-slides.ts";
import { createSlide, deleteSlide, updateSlide } from "./write-slide.ts";

/** /api/admin/slides (SPEC §3 Slide: title, url, image, status; decision 0059): the home page slider. */
export const slides = catalogueRoutes()
  .get("/", access("admin"), validate(SlideListQuery, { target: "query" }), async (c) =>
    ok(
      c,
      await listSlides(getDb(c.env), c.req.valid("query"), requestLocale(c.req.raw, c.env), (path) =>
        siteUrl(c.env, path),
      ),
    ),
  )
  .post("/", access("admin"), validate(SlideInput), async (c) => {
    const id = await createSlide(getDb(c.env), c.req.valid("json"), translator(c));
    return ok(c, await readSlide(c, id), { status: 201 });
  })
  .get("/:id", access("admin"), async (c) => ok(c, await readSlide(c, pathId(c))))
  .put("/:id", access("admin"), validate(SlideInput), async (c) => {
    await updateSlide(getDb(c.env), pathId(c), c.req.valid("json"), { replace: true, t: translator(c) });
    return ok(c, await readSlide(c, pathId(c)));
  })
  .patch("/:id", access("admin"), validate(SlidePatch), async (c) => {
    await updateSlide(getDb(c.env), pathId(c), c.req.valid("json"), { replace: false, t: translator(c) });
    return ok(c, await readSlide(c, pathId(c)));
  })
  .delete("/:id", access("admin"), async (c) => {
    await deleteSlide(getDb(c.env), pathId(c));
    return ok(c, null);
  });

const translator = (c: { req: { raw: Request }; env: Env }) => useTranslations(requestLocale(c.req.raw, c.env));

async function readSlide(c: { env: Env }, id: number) {
  const slide = await getSlide(getDb(c.env), id, (path) => siteUrl(c.env, path));
  if (!slide) throw new AppError("not_found");
  return slide;
}
