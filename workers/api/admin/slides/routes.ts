import { SlideInput, SlideListQuery, SlidePatch } from "../../../../core/contracts/admin/slides.ts";
import { siteUrl } from "../../../lib/http/app-url.ts";
import { resourceRoutes } from "../resource-routes.ts";
import { getSlide, listSlides } from "./list-slides.ts";
import { createSlide, deleteSlide, updateSlide } from "./write-slide.ts";

/** /api/admin/slides (SPEC §3 Slide: title, url, image, status; decision 0059): the home page slider. */
export const slides = resourceRoutes({
  contracts: { listQuery: SlideListQuery, input: SlideInput, patch: SlidePatch },
  list: (r, query) => listSlides(r.db, query, r.locale, (path) => siteUrl(r.env, path)),
  read: (r, id) => getSlide(r.db, id, (path) => siteUrl(r.env, path)),
  create: (r, input) => createSlide(r.db, input, r.t),
  update: (r, id, { mode, input }) => updateSlide(r.db, id, input, { replace: mode === "replace", t: r.t }),
  remove: (r, id) => deleteSlide(r.db, id),
});
