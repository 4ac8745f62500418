// The sample storefront the theme wizard draws (decision 0069), in both languages whatever the
// admin's own: the preview shows the Arabic (right to left) and English (left to right) shop side
// by side. Sample content, like a fixture, not the app's interface texts, so it is not a catalogue key.
import type { Locale } from "../../../../core/profiles.ts";

export interface PreviewTexts {
  shop: string;
  search: string;
  searchButton: string;
  heading: string;
  text: string;
  link: string;
  product: string;
  availability: string;
  priceNote: string;
  addToCart: string;
  footer: string;
}

export const previewTexts: Record<Locale, PreviewTexts> = {
  ar: {
    shop: "جملة",
    search: "ابحث عن المنتجات",
    searchButton: "بحث",
    heading: "منتجات مميزة",
    text: "أسعار الجملة للشركات، وتوصيل إلى باب متجرك.",
    link: "عرض كل المنتجات",
    product: "مناشف قطنية فندقية",
    availability: "متوفر",
    priceNote: "سجّل الدخول لرؤية الأسعار",
    addToCart: "أضف إلى السلة",
    footer: "جميع الحقوق محفوظة لجملة للتجارة",
  },
  en: {
    shop: "Jumla",
    search: "Search products",
    searchButton: "Search",
    heading: "Featured products",
    text: "Wholesale prices for businesses, delivered to your door.",
    link: "View all products",
    product: "Hotel cotton towels",
    availability: "Available",
    priceNote: "Sign in to see prices",
    addToCart: "Add to cart",
    footer: "All rights reserved, Jumla Trading",
  },
};
