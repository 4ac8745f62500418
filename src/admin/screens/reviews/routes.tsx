import { createRoute, lazyRouteComponent, type AnyRoute } from "@tanstack/react-router";
import { type } from "arktype";
import { reviewSorts } from "../../../../core/contracts/admin/reviews.ts";
import { listSearchSchema } from "../../kit/list-search.ts";

/** SPEC §2 `settings/reviews` (a settings tab): the reviews, their `?search=&sort=&page=&approved=` in the address. */
export const reviewsRoute = (settings: AnyRoute) => {
  const route = createRoute({
    getParentRoute: () => settings,
    path: "reviews",
    validateSearch: listSearchSchema(reviewSorts, { approved: type("'true' | 'false'") }),
  });
  return route.update({
    component: lazyRouteComponent(async () => {
      const { ReviewsScreen } = await import("./ReviewsScreen.tsx");
      return {
        default: function Reviews() {
          return <ReviewsScreen search={route.useSearch()} />;
        },
      };
    }),
  });
};
