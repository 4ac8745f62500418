import type { Locale } from "../core/profiles.ts";

/** Text direction of a locale: Arabic is right to left. Free of the catalogues, for islands too. */
export function dir(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}
