// Cities, neighbourhoods and delivery zones for the two regions the profiles sell in
// (SPEC §3 Address: some deployments have city and neighbourhood data; §9 hasCityData,
// hasNeighborhoodData). Codes are stable keys; names are bilingual.
import type { Bilingual } from "./vocabulary.ts";

export interface CityDefinition {
  code: string;
  name: Bilingual;
  /** Latitude and longitude of the centre, for the polygon zone. */
  centre: readonly [number, number];
  neighbourhoods: readonly (Bilingual & { code: string })[];
}

export interface ZoneDefinition {
  name: Bilingual;
  /** City codes the zone includes; an empty list with `rest` set means every other city. */
  cities: readonly string[];
  rest?: boolean;
  /** Drawn around this city's centre when the profile lets admins draw polygons. */
  polygonAround?: string;
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
        centre: [24.7136, 46.6753],
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
        centre: [21.4858, 39.1925],
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
        centre: [21.3891, 39.8579],
        neighbourhoods: [
          n("aziziyah", "Al Aziziyah", "العزيزية"),
          n("shawqiyah", "Al Shawqiyah", "الشوقية"),
          n("awali", "Al Awali", "العوالي"),
        ],
      },
      {
        code: "madinah",
        name: { en: "Madinah", ar: "المدينة المنورة" },
        centre: [24.5247, 39.5692],
        neighbourhoods: [
          n("quba", "Quba", "قباء"),
          n("aziziyah", "Al Aziziyah", "العزيزية"),
          n("khalidiyah", "Al Khalidiyah", "الخالدية"),
        ],
      },
      {
        code: "dammam",
        name: { en: "Dammam", ar: "الدمام" },
        centre: [26.4207, 50.0888],
        neighbourhoods: [
          n("faisaliyah", "Al Faisaliyah", "الفيصلية"),
          n("shatea", "Al Shati", "الشاطئ"),
          n("mazruiyah", "Al Mazruiyah", "المزروعية"),
        ],
      },
      {
        code: "khobar",
        name: { en: "Al Khobar", ar: "الخبر" },
        centre: [26.2172, 50.1971],
        neighbourhoods: [
          n("thuqbah", "Al Thuqbah", "الثقبة"),
          n("aqrabiyah", "Al Aqrabiyah", "العقربية"),
          n("rakah", "Al Rakah", "الراكة"),
        ],
      },
      {
        code: "taif",
        name: { en: "Taif", ar: "الطائف" },
        centre: [21.2703, 40.4158],
        neighbourhoods: [n("shafa", "Al Shafa", "الشفا"), n("hawiyah", "Al Hawiyah", "الحوية")],
      },
      {
        code: "buraidah",
        name: { en: "Buraidah", ar: "بريدة" },
        centre: [26.326, 43.975],
        neighbourhoods: [n("safra", "Al Safra", "الصفراء"), n("iskan", "Al Iskan", "الإسكان")],
      },
      {
        code: "abha",
        name: { en: "Abha", ar: "أبها" },
        centre: [18.2164, 42.5053],
        neighbourhoods: [n("mansak", "Al Mansak", "المنسك"), n("khalidiyah", "Al Khalidiyah", "الخالدية")],
      },
      {
        code: "tabuk",
        name: { en: "Tabuk", ar: "تبوك" },
        centre: [28.3835, 36.5662],
        neighbourhoods: [n("muruj", "Al Muruj", "المروج"), n("rawdah", "Al Rawdah", "الروضة")],
      },
    ],
    zones: [
      {
        name: { en: "Riyadh Express", ar: "توصيل سريع داخل الرياض" },
        cities: ["riyadh"],
        polygonAround: "riyadh",
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
        centre: [51.5072, -0.1276],
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
        centre: [53.4808, -2.2426],
        neighbourhoods: [
          n("ancoats", "Ancoats", "أنكوتس"),
          n("didsbury", "Didsbury", "ديدزبري"),
          n("rusholme", "Rusholme", "راشولم"),
        ],
      },
      {
        code: "birmingham",
        name: { en: "Birmingham", ar: "برمنغهام" },
        centre: [52.4862, -1.8904],
        neighbourhoods: [
          n("digbeth", "Digbeth", "ديغبيث"),
          n("edgbaston", "Edgbaston", "إدجباستون"),
          n("sparkbrook", "Sparkbrook", "سباركبروك"),
        ],
      },
      {
        code: "leeds",
        name: { en: "Leeds", ar: "ليدز" },
        centre: [53.8008, -1.5491],
        neighbourhoods: [n("headingley", "Headingley", "هيدنغلي"), n("harehills", "Harehills", "هيرهيلز")],
      },
      {
        code: "bradford",
        name: { en: "Bradford", ar: "برادفورد" },
        centre: [53.795, -1.7594],
        neighbourhoods: [n("manningham", "Manningham", "مانينغهام"), n("shipley", "Shipley", "شيبلي")],
      },
      {
        code: "liverpool",
        name: { en: "Liverpool", ar: "ليفربول" },
        centre: [53.4084, -2.9916],
        neighbourhoods: [n("anfield", "Anfield", "أنفيلد"), n("toxteth", "Toxteth", "توكستيث")],
      },
      {
        code: "leicester",
        name: { en: "Leicester", ar: "ليستر" },
        centre: [52.6369, -1.1398],
        neighbourhoods: [n("belgrave", "Belgrave", "بلغريف"), n("highfields", "Highfields", "هايفيلدز")],
      },
      {
        code: "glasgow",
        name: { en: "Glasgow", ar: "غلاسكو" },
        centre: [55.8642, -4.2518],
        neighbourhoods: [n("merchant-city", "Merchant City", "ميرشانت سيتي"), n("govanhill", "Govanhill", "غوفانهيل")],
      },
      {
        code: "edinburgh",
        name: { en: "Edinburgh", ar: "إدنبرة" },
        centre: [55.9533, -3.1883],
        neighbourhoods: [n("leith", "Leith", "ليث"), n("old-town", "Old Town", "البلدة القديمة")],
      },
      {
        code: "cardiff",
        name: { en: "Cardiff", ar: "كارديف" },
        centre: [51.4816, -3.1791],
        neighbourhoods: [n("cathays", "Cathays", "كاثيز"), n("grangetown", "Grangetown", "غرانج تاون")],
      },
    ],
    zones: [
      {
        name: { en: "Greater London", ar: "لندن الكبرى" },
        cities: ["london"],
        polygonAround: "london",
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
