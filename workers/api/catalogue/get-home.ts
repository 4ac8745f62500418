import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  galleryImages,
  products,
  productTranslations,
  slides,
  slideTranslations,
  productTypes,
} from "../../../db/schema/index.ts";
import type { Locale } from "../../lib/profiles.ts";
import { mediaUrl } from "../../lib/storage.ts";

export interface ImageRef {
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
}

export interface ProductCard {
  id: number;
  slug: string;
  title: string;
  image: ImageRef | null;
  price: number;
  discountPrice: number | null;
  availability: "available" | "unavailable" | "out_of_stock";
  isBundle: boolean;
}

export interface Slide {
  id: number;
  title: string;
  url: string | null;
  image: ImageRef | null;
}

/** How many featured products the home page shows. */
const featuredLimit = 12;

function imageRef(key: string | null, width: number | null, height: number | null, alt: string): ImageRef | null {
  return key ? { url: mediaUrl(key), width, height, alt } : null;
}

/** The home page's slides and featured products, in one round trip. */
export async function getHome(db: Db, locale: Locale): Promise<{ slides: Slide[]; featured: ProductCard[] }> {
  const [slideRows, productRows] = await db.batch([
    db
      .select({
        id: slides.id,
        title: slideTranslations.title,
        url: slides.url,
        key: galleryImages.storageKey,
        width: galleryImages.width,
        height: galleryImages.height,
      })
      .from(slides)
      .innerJoin(slideTranslations, and(eq(slideTranslations.slideId, slides.id), eq(slideTranslations.locale, locale)))
      .leftJoin(galleryImages, eq(galleryImages.id, slides.imageId))
      .where(eq(slides.status, "available"))
      .orderBy(asc(slides.position), asc(slides.id)),
    db
      .select({
        id: products.id,
        slug: productTranslations.slug,
        title: productTranslations.title,
        price: products.price,
        discountPrice: products.discountPrice,
        availability: products.availability,
        type: products.type,
        key: galleryImages.storageKey,
        width: galleryImages.width,
        height: galleryImages.height,
      })
      .from(products)
      .innerJoin(
        productTranslations,
        and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
      )
      .leftJoin(galleryImages, eq(galleryImages.id, products.posterImageId))
      .where(and(eq(products.isFeatured, true), eq(products.status, "available")))
      .orderBy(desc(products.id))
      .limit(featuredLimit),
  ]);
  return {
    slides: slideRows.map((row) => ({
      id: row.id,
      title: row.title,
      url: row.url,
      image: imageRef(row.key, row.width, row.height, row.title),
    })),
    featured: productRows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      image: imageRef(row.key, row.width, row.height, row.title),
      price: row.price,
      discountPrice: row.discountPrice,
      availability: row.availability,
      isBundle: row.type === productTypes.bundle,
    })),
  };
}
