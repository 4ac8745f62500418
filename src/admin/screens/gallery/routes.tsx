import { createRoute, lazyRouteComponent, type AnyRoute } from "@tanstack/react-router";
import { gallerySorts } from "../../../../core/contracts/admin/gallery.ts";
import { listSearchSchema } from "../../kit/list-search.ts";

/** SPEC §2 `gallery` (decision 0062): the grid of images, its `?search=&page=` in the address. */
export const galleryRoute = (parent: AnyRoute) => {
  const route = createRoute({
    getParentRoute: () => parent,
    path: "gallery",
    validateSearch: listSearchSchema(gallerySorts),
  });
  return route.update({
    component: lazyRouteComponent(async () => {
      const { GalleryScreen } = await import("./GalleryScreen.tsx");
      return {
        default: function Gallery() {
          return <GalleryScreen search={route.useSearch()} />;
        },
      };
    }),
  });
};
