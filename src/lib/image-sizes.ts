// `sizes` values for MediaImage: how wide each kind of picture is drawn, by viewport, in the
// 1280 px page (Base.astro's max-w-screen-xl) at the SPEC §9 breakpoints (sm 600, md 900, lg 1200).

/** A card or tile in a grid with the SPEC §9 default columns: 2, 2, 3, then 4 in a 1280 px page. */
export const gridImageSizes = "(min-width: 1200px) 320px, (min-width: 900px) 33vw, 50vw";

/** A picture across the whole page: slides and banners. */
export const fullWidthImageSizes = "(min-width: 1280px) 1280px, 100vw";

/** A picture in one of two columns from md up (the product page, a single-product menu). */
export const halfWidthImageSizes = "(min-width: 1280px) 640px, (min-width: 900px) 50vw, 100vw";

/** A thumbnail in a row of four inside a half-width column. */
export const thumbnailImageSizes = "(min-width: 900px) 160px, 25vw";

/** An article's picture, at most the reading width (max-w-3xl, 768 px). */
export const articleImageSizes = "(min-width: 800px) 768px, 100vw";

/** A blog card: one column, two from sm, three from lg. */
export const blogCardImageSizes = "(min-width: 1200px) 410px, (min-width: 600px) 50vw, 100vw";
