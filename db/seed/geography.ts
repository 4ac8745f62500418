// Cities, neighbourhoods and delivery zones for the two regions the profiles sell in
// (SPEC §3 Address: some deployments have city and neighbourhood data; §9 hasCityData,
// hasNeighborhoodData). Codes are stable keys; names are bilingual.
import type { Bilingual } from "./vocabulary.ts";

export interface CityDefinition {
  code: string;
  name: Bilingual;
  neighbourhoods: readonly (Bilingual & { code: string })[];
}

export interface ZoneDefinition {
  name: Bilingual;
  /** City codes the zone includes; an empty list with `rest` set means every other city. */
  cities: readonly string[];
  rest?: boolean;
  /** Charges in riyals for the bands [0, 1000), [1000, 3000) and 3000 and above. */
  charges: readonly [number, number, number];
  days: readonly [number, number];
}

const n = (code: string, en: string, ar: string) => ({ code, en, ar });

export const regions = {
  SA: {
    country: { en: "Saudi Arabia", ar: "المملكة العربية السعودية" },
    cities: [
      {
        code: "riyadh",
        name: { en: "Riyadh", ar: "الرياض" },
        neighbourhoods: [
          n("olaya", "Al Olaya", "العليا"),
          n("malqa", "Al Malqa", "الملقا"),
          n("yasmin", "Al Yasmin", "الياسمين"),
          n("naseem", "Al Naseem", "النسيم"),
          n("sulay", "Al Sulay", "السلي"),
        ],
      },
      {
        code: "jeddah",
        name: { en: "Jeddah", ar: "جدة" },
        neighbourhoods: [
          n("rawdah", "Al Rawdah", "الروضة"),
          n("safa", "Al Safa", "الصفا"),
          n("balad", "Al Balad", "البلد"),
          n("hamra", "Al Hamra", "الحمراء"),
        ],
      },
      {
        code: "makkah",
        name: { en: "Makkah", ar: "مكة المكرمة" },
        neighbourhoods: [
          n("aziziyah", "Al Aziziyah", "العزيزية"),
          n("shawqiyah", "Al Shawqiyah", "الشوقية"),
          n("awali", "Al Awali", "العوالي"),
        ],
      },
      {
        code: "madinah",
        name: { en: "Madinah", ar: "المدينة المنورة" },
        neighbourhoods: [
          n("quba", "Quba", "قباء"),
          n("aziziyah", "Al Aziziyah", "العزيزية"),
          n("khalidiyah", "Al Khalidiyah", "الخالدية"),
        ],
      },
      {
        code: "dammam",
        name: { en: "Dammam", ar: "الدمام" },
        neighbourhoods: [
          n("faisaliyah", "Al Faisaliyah", "الفيصلية"),
          n("shatea", "Al Shati", "الشاطئ"),
          n("mazruiyah", "Al Mazruiyah", "المزروعية"),
        ],
      },
      {
        code: "khobar",
        name: { en: "Al Khobar", ar: "الخبر" },
        neighbourhoods: [
          n("thuqbah", "Al Thuqbah", "الثقبة"),
          n("aqrabiyah", "Al Aqrabiyah", "العقربية"),
          n("rakah", "Al Rakah", "الراكة"),
        ],
      },
      {
        code: "taif",
        name: { en: "Taif", ar: "الطائف" },
        neighbourhoods: [n("shafa", "Al Shafa", "الشفا"), n("hawiyah", "Al Hawiyah", "الحوية")],
      },
      {
        code: "buraidah",
        name: { en: "Buraidah", ar: "بريدة" },
        neighbourhoods: [n("safra", "Al Safra", "الصفراء"), n("iskan", "Al Iskan", "الإسكان")],
      },
      {
        code: "abha",
        name: { en: "Abha", ar: "أبها" },
        neighbourhoods: [n("mansak", "Al Mansak", "المنسك"), n("khalidiyah", "Al Khalidiyah", "الخالدية")],
      },
      {
        code: "tabuk",
        name: { en: "Tabuk", ar: "تبوك" },
        neighbourhoods: [n("muruj", "Al Muruj", "المروج"), n("rawdah", "Al Rawdah", "الروضة")],
      },
    ],
    zones: [
      {
        name: { en: "Riyadh Express", ar: "توصيل سريع داخل الرياض" },
        cities: ["riyadh"],
        charges: [25, 15, 0],
        days: [1, 2],
      },
      {
        name: { en: "Central Region", ar: "المنطقة الوسطى" },
        cities: ["buraidah"],
        charges: [45, 30, 0],
        days: [2, 4],
      },
      {
        name: { en: "Western Region", ar: "المنطقة الغربية" },
        cities: ["jeddah", "makkah", "madinah", "taif"],
        charges: [40, 25, 0],
        days: [2, 4],
      },
      {
        name: { en: "Eastern Province", ar: "المنطقة الشرقية" },
        cities: ["dammam", "khobar"],
        charges: [40, 25, 0],
        days: [2, 4],
      },
      {
        name: { en: "Other Regions", ar: "بقية المناطق" },
        cities: [],
        rest: true,
        charges: [60, 45, 20],
        days: [4, 7],
      },
    ],
  },
  GB: {
    country: { en: "United Kingdom", ar: "المملكة المتحدة" },
    cities: [
      {
        code: "london",
        name: { en: "London", ar: "لندن" },
        neighbourhoods: [
          n("camden", "Camden", "كامدن"),
          n("hackney", "Hackney", "هاكني"),
          n("croydon", "Croydon", "كرويدون"),
          n("wembley", "Wembley", "ويمبلي"),
          n("stratford", "Stratford", "ستراتفورد"),
        ],
      },
      {
        code: "manchester",
        name: { en: "Manchester", ar: "مانشستر" },
        neighbourhoods: [
          n("ancoats", "Ancoats", "أنكوتس"),
          n("didsbury", "Didsbury", "ديدزبري"),
          n("rusholme", "Rusholme", "راشولم"),
        ],
      },
      {
        code: "birmingham",
        name: { en: "Birmingham", ar: "برمنغهام" },
        neighbourhoods: [
          n("digbeth", "Digbeth", "ديغبيث"),
          n("edgbaston", "Edgbaston", "إدجباستون"),
          n("sparkbrook", "Sparkbrook", "سباركبروك"),
        ],
      },
      {
        code: "leeds",
        name: { en: "Leeds", ar: "ليدز" },
        neighbourhoods: [n("headingley", "Headingley", "هيدنغلي"), n("harehills", "Harehills", "هيرهيلز")],
      },
      {
        code: "bradford",
        name: { en: "Bradford", ar: "برادفورد" },
        neighbourhoods: [n("manningham", "Manningham", "مانينغهام"), n("shipley", "Shipley", "شيبلي")],
      },
      {
        code: "liverpool",
        name: { en: "Liverpool", ar: "ليفربول" },
        neighbourhoods: [n("anfield", "Anfield", "أنفيلد"), n("toxteth", "Toxteth", "توكستيث")],
      },
      {
        code: "leicester",
        name: { en: "Leicester", ar: "ليستر" },
        neighbourhoods: [n("belgrave", "Belgrave", "بلغريف"), n("highfields", "Highfields", "هايفيلدز")],
      },
      {
        code: "glasgow",
        name: { en: "Glasgow", ar: "غلاسكو" },
        neighbourhoods: [n("merchant-city", "Merchant City", "ميرشانت سيتي"), n("govanhill", "Govanhill", "غوفانهيل")],
      },
      {
        code: "edinburgh",
        name: { en: "Edinburgh", ar: "إدنبرة" },
        neighbourhoods: [n("leith", "Leith", "ليث"), n("old-town", "Old Town", "البلدة القديمة")],
      },
      {
        code: "cardiff",
        name: { en: "Cardiff", ar: "كارديف" },
        neighbourhoods: [n("cathays", "Cathays", "كاثيز"), n("grangetown", "Grangetown", "غرانج تاون")],
      },
    ],
    zones: [
      {
        name: { en: "Greater London", ar: "لندن الكبرى" },
        cities: ["london"],
        charges: [40, 20, 0],
        days: [1, 2],
      },
      {
        name: { en: "North of England", ar: "شمال إنجلترا" },
        cities: ["manchester", "leeds", "bradford", "liverpool"],
        charges: [50, 30, 0],
        days: [2, 3],
      },
      {
        name: { en: "Midlands", ar: "ميدلاندز" },
        cities: ["birmingham", "leicester"],
        charges: [50, 30, 0],
        days: [2, 3],
      },
      {
        name: { en: "Scotland & Wales", ar: "اسكتلندا وويلز" },
        cities: ["glasgow", "edinburgh", "cardiff"],
        charges: [70, 45, 0],
        days: [3, 5],
      },
      {
        name: { en: "Rest of the UK", ar: "بقية المملكة المتحدة" },
        cities: [],
        rest: true,
        charges: [80, 55, 25],
        days: [3, 6],
      },
    ],
  },
} as const satisfies Record<
  string,
  { country: Bilingual; cities: readonly CityDefinition[]; zones: readonly ZoneDefinition[] }
>;
