/**
 * The deployment profiles (SPEC §1, §3 "Profile config", §9 feature flags).
 * One profile is one tenant: its own Worker, database, bucket and cache.
 * The flag matrix the spec leaves open is recorded in docs/decisions/0006-profile-matrix.md.
 */

/** SPEC §9: languages ar and en, default ar. */
export const locales = ["ar", "en"] as const;
export type Locale = (typeof locales)[number];

/** SPEC §9 menu types by version: carousel, bundle, video, images, grid, bar menu, single-product. */
export const menuTypeKeys = ["carousel", "bundle", "video", "images", "grid", "bar", "single-product"] as const;
export type MenuTypeKey = (typeof menuTypeKeys)[number];

export const profileKeys = ["testing_v1", "testing_v2", "testing_v3", "v_1_", "v_2_", "v_3_"] as const;
export type ProfileKey = (typeof profileKeys)[number];

export interface FeatureFlags {
  isDashboardEnabled: boolean;
  isOrderPrintable: boolean;
  isInvoicesEnabled: boolean;
  isShipmentEnabled: boolean;
  hasCityData: boolean;
  hasNeighborhoodData: boolean;
  isAdminPolygonDrawable: boolean;
  isOrderRefundable: boolean;
  isMenusCombinable: boolean;
  isOrderSummaryEnabled: boolean;
  showSliderExtensiveDescriptionAttribute: boolean;
}

export interface Profile {
  key: ProfileKey;
  name: string;
  /** The default language: it has no URL prefix, the other locale lives under `/<locale>/`. */
  language: Locale;
  languages: readonly { code: Locale; name: string }[];
  region: "SA" | "GB";
  /** BCP 47 tag used by Intl for numbers and dates. */
  intlLocale: string;
  /** IANA zone that dates are shown in. */
  timeZone: string;
  currency: "SAR" | "GBP";
  /** The currency sign as drawn on pages: the riyal's needs its own font (decision 0030). */
  currencySymbol: string;
  /** The sign in plain text, per page language: where the symbol's font cannot be used or load. */
  currencyText: Readonly<Record<Locale, string>>;
  currencyName: string;
  /** Whether the profile asks for a captcha; its public key comes from the CAPTCHA_PUBLIC_KEY var. */
  usesCaptcha: boolean;
  /** Whether the profile takes cards online; the provider key comes from the CARD_PUBLIC_KEY var. */
  usesCardPayments: boolean;
  version: 1 | 2 | 3;
  isTesting: boolean;
  productAttributesVersion: 1 | 2 | 3;
  menuTypes: readonly MenuTypeKey[];
  flags: FeatureFlags;
}

const languages = [
  { code: "ar", name: "العربية" },
  { code: "en", name: "English" },
] as const;

const saudi = {
  language: "ar",
  languages,
  region: "SA",
  intlLocale: "ar-SA",
  timeZone: "Asia/Riyadh",
  currency: "SAR",
  // SPEC §1: the default currency sign is the riyal (docs/decisions/0006-profile-matrix.md): the
  // official U+20C1 SAUDI RIYAL SIGN of Unicode 17, "ر.س" or "SAR" in text (decision 0030).
  currencySymbol: "\u20C1",
  currencyText: { ar: "ر.س", en: "SAR" },
  currencyName: "Saudi riyal",
} as const;

const british = {
  language: "en",
  languages,
  region: "GB",
  intlLocale: "en-GB",
  timeZone: "Europe/London",
  currency: "GBP",
  currencySymbol: "£",
  currencyText: { ar: "£", en: "£" },
  currencyName: "Pound sterling",
} as const;

const allOn: FeatureFlags = {
  isDashboardEnabled: true,
  isOrderPrintable: true,
  isInvoicesEnabled: true,
  isShipmentEnabled: true,
  hasCityData: true,
  hasNeighborhoodData: true,
  isAdminPolygonDrawable: true,
  isOrderRefundable: true,
  isMenusCombinable: true,
  isOrderSummaryEnabled: true,
  showSliderExtensiveDescriptionAttribute: true,
};

/** SPEC §9: v1 testing has carousel, bundle, video, images, grid; v1 production only the carousel. */
const menuTypesByVersion = {
  1: ["carousel", "bundle", "video", "images", "grid"],
  2: ["carousel", "bundle"],
  3: ["carousel", "video", "bar", "single-product"],
} as const satisfies Record<1 | 2 | 3, readonly MenuTypeKey[]>;

export const profiles: Record<ProfileKey, Profile> = {
  testing_v1: {
    key: "testing_v1",
    name: "Jumla Testing v1",
    ...saudi,
    usesCaptcha: false,
    usesCardPayments: false,
    version: 1,
    isTesting: true,
    productAttributesVersion: 1,
    menuTypes: menuTypesByVersion[1],
    flags: { ...allOn, isMenusCombinable: false },
  },
  testing_v2: {
    key: "testing_v2",
    name: "Jumla Testing v2",
    ...saudi,
    usesCaptcha: true,
    usesCardPayments: true,
    version: 2,
    isTesting: true,
    productAttributesVersion: 2,
    menuTypes: menuTypesByVersion[2],
    flags: allOn,
  },
  testing_v3: {
    key: "testing_v3",
    name: "Jumla Testing v3",
    ...british,
    usesCaptcha: true,
    usesCardPayments: true,
    version: 3,
    isTesting: true,
    productAttributesVersion: 3,
    menuTypes: menuTypesByVersion[3],
    flags: { ...allOn, isMenusCombinable: false },
  },
  v_1_: {
    key: "v_1_",
    name: "Jumla",
    ...british,
    usesCaptcha: false,
    usesCardPayments: false,
    version: 1,
    isTesting: false,
    productAttributesVersion: 1,
    menuTypes: ["carousel"],
    flags: {
      ...allOn,
      isDashboardEnabled: false,
      isInvoicesEnabled: false,
      isShipmentEnabled: false,
      hasCityData: false,
      hasNeighborhoodData: false,
      isAdminPolygonDrawable: false,
      isOrderRefundable: false,
      isMenusCombinable: false,
      isOrderSummaryEnabled: false,
      showSliderExtensiveDescriptionAttribute: false,
    },
  },
  v_2_: {
    key: "v_2_",
    name: "Jumla Trade",
    ...british,
    usesCaptcha: true,
    usesCardPayments: true,
    version: 2,
    isTesting: false,
    productAttributesVersion: 2,
    menuTypes: menuTypesByVersion[2],
    flags: { ...allOn, hasNeighborhoodData: false, isAdminPolygonDrawable: false },
  },
  v_3_: {
    key: "v_3_",
    name: "Jumla Wholesale",
    ...british,
    usesCaptcha: true,
    usesCardPayments: true,
    version: 3,
    isTesting: false,
    productAttributesVersion: 3,
    menuTypes: menuTypesByVersion[3],
    flags: { ...allOn, isMenusCombinable: false },
  },
};

/** Narrows an untrusted string (env var, CLI argument) to a profile key. */
export function isProfileKey(value: unknown): value is ProfileKey {
  return typeof value === "string" && (profileKeys as readonly string[]).includes(value);
}

/** The profile for a key, failing loudly on a misconfigured deployment. */
export function getProfile(key: string | undefined): Profile {
  if (!isProfileKey(key)) {
    throw new Error(`Unknown profile "${key}". Expected one of: ${profileKeys.join(", ")}`);
  }
  return profiles[key];
}

/** The locale that lives under a `/<locale>/` prefix for this profile. */
export function otherLocale(profile: Profile): Locale {
  return profile.language === "ar" ? "en" : "ar";
}
