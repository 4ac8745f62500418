// Bilingual word lists the demo catalogue is composed from. Arabic titles follow Arabic word order
// (noun, then adjectives agreeing with its gender, then prepositional phrases), so each adjective
// carries its masculine and feminine form; non-human plurals take the feminine singular.

export interface Bilingual {
  ar: string;
  en: string;
}

export type Gender = "m" | "f";

/**
 * A title modifier (material or style). `ar` as a pair is an adjective that agrees with the noun
 * and sits right after it; `ar` as a string is an invariant phrase placed after all adjectives.
 */
export interface Modifier {
  en: string;
  ar: { m: string; f: string } | string;
}

/** A material also has a plain noun for specification lists ("Material: Cotton" / "الخامة: قطن"). */
export interface Material extends Modifier {
  noun: Bilingual;
}

const adj = (en: string, m: string, f: string = m): Modifier => ({ en, ar: { m, f } });
const phrase = (en: string, ar: string): Modifier => ({ en, ar });

export const materials = {
  cotton: { ...adj("Cotton", "قطني", "قطنية"), noun: { en: "Cotton", ar: "قطن" } },
  linen: { ...adj("Linen", "كتاني", "كتانية"), noun: { en: "Linen", ar: "كتان" } },
  woolBlend: { ...phrase("Wool-blend", "من مزيج الصوف"), noun: { en: "Wool blend", ar: "مزيج الصوف" } },
  polyester: { ...phrase("Polyester", "من البوليستر"), noun: { en: "Polyester", ar: "بوليستر" } },
  polyCotton: {
    ...phrase("Poly-cotton", "من مزيج القطن والبوليستر"),
    noun: { en: "Poly-cotton blend", ar: "مزيج القطن والبوليستر" },
  },
  satin: { ...phrase("Satin", "من الساتان"), noun: { en: "Satin", ar: "ساتان" } },
  chiffon: { ...adj("Chiffon", "شيفون"), noun: { en: "Chiffon", ar: "شيفون" } },
  crepe: { ...adj("Crepe", "كريب"), noun: { en: "Crepe", ar: "كريب" } },
  nida: { ...phrase("Nida", "من قماش الندى"), noun: { en: "Nida fabric", ar: "قماش الندى" } },
  denim: { ...adj("Denim", "جينز"), noun: { en: "Denim", ar: "جينز" } },
  jersey: { ...adj("Jersey", "جيرسي"), noun: { en: "Jersey knit", ar: "قماش جيرسي" } },
  fleece: { ...adj("Fleece", "فليس"), noun: { en: "Fleece", ar: "فليس" } },
  viscose: { ...adj("Viscose", "فيسكوز"), noun: { en: "Viscose", ar: "فيسكوز" } },
  modal: { ...phrase("Modal", "من المودال"), noun: { en: "Modal", ar: "مودال" } },
  japaneseFabric: {
    ...phrase("Japanese-fabric", "من القماش الياباني"),
    noun: { en: "Japanese fabric", ar: "قماش ياباني" },
  },
  oxford: { ...adj("Oxford", "أكسفورد"), noun: { en: "Oxford cotton", ar: "قطن أكسفورد" } },
  twill: { ...adj("Twill", "تويل"), noun: { en: "Cotton twill", ar: "قطن تويل" } },
  lace: { ...adj("Lace", "دانتيل"), noun: { en: "Lace", ar: "دانتيل" } },
  velvet: { ...adj("Velvet", "مخملي", "مخملية"), noun: { en: "Velvet", ar: "مخمل" } },
  organicCotton: { ...phrase("Organic Cotton", "من القطن العضوي"), noun: { en: "Organic cotton", ar: "قطن عضوي" } },
  leather: { ...phrase("Leather", "من الجلد الطبيعي"), noun: { en: "Genuine leather", ar: "جلد طبيعي" } },
  suede: { ...phrase("Suede", "من الشامواه"), noun: { en: "Suede", ar: "شامواه" } },
  syntheticLeather: { ...phrase("Faux-leather", "من الجلد الصناعي"), noun: { en: "Faux leather", ar: "جلد صناعي" } },
  canvas: { ...adj("Canvas", "كانفاس"), noun: { en: "Canvas", ar: "كانفاس" } },
  mesh: { ...adj("Mesh", "شبكي", "شبكية"), noun: { en: "Breathable mesh", ar: "قماش شبكي" } },
  knit: { ...adj("Knit", "منسوج", "منسوجة"), noun: { en: "Knitted upper", ar: "قماش منسوج" } },
  rubber: { ...adj("Rubber", "مطاطي", "مطاطية"), noun: { en: "Rubber", ar: "مطاط" } },
  fauxFur: { ...phrase("Faux-fur", "من الفرو الصناعي"), noun: { en: "Faux fur", ar: "فرو صناعي" } },
  egyptianCotton: { ...phrase("Egyptian Cotton", "من القطن المصري"), noun: { en: "Egyptian cotton", ar: "قطن مصري" } },
  turkishCotton: { ...phrase("Turkish Cotton", "من القطن التركي"), noun: { en: "Turkish cotton", ar: "قطن تركي" } },
  microfibre: { ...adj("Microfibre", "مايكروفايبر"), noun: { en: "Microfibre", ar: "مايكروفايبر" } },
  bamboo: { ...phrase("Bamboo-fibre", "من ألياف الخيزران"), noun: { en: "Bamboo fibre", ar: "ألياف الخيزران" } },
  memoryFoam: {
    ...phrase("Memory-foam", "من الإسفنج الطبي"),
    noun: { en: "Memory foam", ar: "إسفنج طبي (ميموري فوم)" },
  },
  stainlessSteel: {
    ...phrase("Stainless Steel", "من الستانلس ستيل"),
    noun: { en: "Stainless steel", ar: "ستانلس ستيل" },
  },
  granite: {
    ...adj("Granite-coated", "مطلي بالجرانيت", "مطلية بالجرانيت"),
    noun: { en: "Granite-coated aluminium", ar: "ألمنيوم مطلي بالجرانيت" },
  },
  castIron: { ...phrase("Cast-iron", "من الحديد الزهر"), noun: { en: "Cast iron", ar: "حديد زهر" } },
  aluminium: { ...adj("Aluminium", "ألمنيوم"), noun: { en: "Aluminium", ar: "ألمنيوم" } },
  copper: { ...adj("Copper", "نحاسي", "نحاسية"), noun: { en: "Copper", ar: "نحاس" } },
  porcelain: { ...adj("Porcelain", "بورسلين"), noun: { en: "Porcelain", ar: "بورسلين" } },
  ceramic: { ...adj("Ceramic", "سيراميك"), noun: { en: "Ceramic", ar: "سيراميك" } },
  glass: { ...adj("Glass", "زجاجي", "زجاجية"), noun: { en: "Glass", ar: "زجاج" } },
  opalGlass: { ...phrase("Opal-glass", "من زجاج الأوبال"), noun: { en: "Opal glass", ar: "زجاج أوبال" } },
  plastic: {
    ...adj("BPA-free Plastic", "بلاستيكي خالٍ من BPA", "بلاستيكية خالية من BPA"),
    noun: { en: "BPA-free plastic", ar: "بلاستيك خالٍ من BPA" },
  },
  bambooWood: { ...phrase("Bamboo-wood", "من خشب البامبو"), noun: { en: "Bamboo wood", ar: "خشب البامبو" } },
  wool: { ...adj("Wool", "صوفي", "صوفية"), noun: { en: "Wool", ar: "صوف" } },
  brass: { ...adj("Brass", "نحاسي", "نحاسية"), noun: { en: "Brass", ar: "نحاس أصفر" } },
  wood: { ...adj("Wooden", "خشبي", "خشبية"), noun: { en: "Wood", ar: "خشب" } },
  metal: { ...adj("Metal", "معدني", "معدنية"), noun: { en: "Metal", ar: "معدن" } },
  rattan: { ...phrase("Rattan", "من الراتان"), noun: { en: "Rattan", ar: "راتان" } },
} as const satisfies Record<string, Material>;
export type MaterialKey = keyof typeof materials;

export const styles = {
  classic: adj("Classic", "كلاسيكي", "كلاسيكية"),
  modern: adj("Modern", "عصري", "عصرية"),
  elegant: adj("Elegant", "أنيق", "أنيقة"),
  casual: adj("Casual", "كاجوال"),
  formal: adj("Formal", "رسمي", "رسمية"),
  premium: adj("Premium", "فاخر", "فاخرة"),
  lightweight: adj("Lightweight", "خفيف", "خفيفة"),
  everyday: adj("Everyday", "يومي", "يومية"),
  summer: adj("Summer", "صيفي", "صيفية"),
  winter: adj("Winter", "شتوي", "شتوية"),
  embroidered: adj("Embroidered", "مطرز", "مطرزة"),
  printed: adj("Printed", "مطبوع", "مطبوعة"),
  plain: adj("Plain", "سادة"),
  striped: adj("Striped", "مقلم", "مقلمة"),
  slimFit: phrase("Slim-fit", "بقصة ضيقة"),
  regularFit: phrase("Regular-fit", "بقصة عادية"),
  sporty: adj("Sporty", "رياضي", "رياضية"),
  quilted: adj("Quilted", "مبطن", "مبطنة"),
  practical: adj("Practical", "عملي", "عملية"),
  durable: adj("Durable", "متين", "متينة"),
  openFront: adj("Open-front", "مفتوح", "مفتوحة"),
  soft: adj("Soft", "ناعم", "ناعمة"),
  comfort: adj("Comfort", "مريح", "مريحة"),
  antiSlip: adj("Anti-slip", "مانع للانزلاق", "مانعة للانزلاق"),
  orthopaedic: adj("Orthopaedic", "طبي", "طبية"),
  breathable: adj("Breathable", "جيد التهوية", "جيدة التهوية"),
  handmade: adj("Handmade", "مصنوع يدوياً", "مصنوعة يدوياً"),
  luxury: adj("Luxury", "فاخر", "فاخرة"),
  hotelQuality: phrase("Hotel-quality", "بجودة الفنادق"),
  absorbent: adj("Absorbent", "عالي الامتصاص", "عالية الامتصاص"),
  antiAllergy: adj("Hypoallergenic", "مضاد للحساسية", "مضادة للحساسية"),
  nonStick: adj("Non-stick", "غير لاصق", "غير لاصقة"),
  heatResistant: adj("Heat-resistant", "مقاوم للحرارة", "مقاومة للحرارة"),
  professional: adj("Professional", "احترافي", "احترافية"),
  dishwasherSafe: adj("Dishwasher-safe", "آمن في غسالة الصحون", "آمنة في غسالة الصحون"),
  stackable: adj("Stackable", "قابل للتكديس", "قابلة للتكديس"),
  airtight: adj("Airtight", "محكم الإغلاق", "محكمة الإغلاق"),
  arabesque: phrase("Arabesque", "بنقوش عربية"),
  goldRimmed: phrase("Gold-rimmed", "بحواف ذهبية"),
  engraved: adj("Engraved", "منقوش", "منقوشة"),
  persian: adj("Persian", "عجمي", "عجمية"),
  moroccan: adj("Moroccan", "مغربي", "مغربية"),
  bohemian: adj("Bohemian", "بوهيمي", "بوهيمية"),
  minimalist: adj("Minimalist", "بسيط", "بسيطة"),
  vintage: adj("Vintage", "عتيق الطراز", "عتيقة الطراز"),
  blackout: adj("Blackout", "معتم", "معتمة"),
} as const satisfies Record<string, Modifier>;
export type StyleKey = keyof typeof styles;

export interface Colour extends Bilingual {
  /** Short code used in variant codes (SKU-size-colour). */
  code: string;
}

export const colours = [
  { code: "BLK", en: "Black", ar: "أسود" },
  { code: "WHT", en: "White", ar: "أبيض" },
  { code: "NVY", en: "Navy", ar: "كحلي" },
  { code: "GRY", en: "Grey", ar: "رمادي" },
  { code: "BEG", en: "Beige", ar: "بيج" },
  { code: "BRN", en: "Brown", ar: "بني" },
  { code: "BRG", en: "Burgundy", ar: "عنابي" },
  { code: "OLV", en: "Olive", ar: "زيتي" },
  { code: "SKY", en: "Sky Blue", ar: "سماوي" },
  { code: "PNK", en: "Dusty Pink", ar: "وردي فاتح" },
  { code: "CRM", en: "Cream", ar: "كريمي" },
  { code: "MNT", en: "Mint", ar: "أخضر نعناعي" },
  { code: "MST", en: "Mustard", ar: "خردلي" },
  { code: "CHR", en: "Charcoal", ar: "فحمي" },
  { code: "GLD", en: "Gold", ar: "ذهبي" },
  { code: "SLV", en: "Silver", ar: "فضي" },
  { code: "TRC", en: "Terracotta", ar: "تيراكوتا" },
  { code: "TRQ", en: "Turquoise", ar: "فيروزي" },
  { code: "RED", en: "Red", ar: "أحمر" },
] as const satisfies readonly Colour[];
export type ColourCode = (typeof colours)[number]["code"];

/** SPEC §3 measure units; `by` completes "Sold by …" in each language. */
export const measureUnits = {
  piece: { code: "pcs", en: "Piece", ar: "قطعة", by: { en: "the piece", ar: "بالقطعة" }, pack: 1 },
  pair: { code: "pr", en: "Pair", ar: "زوج", by: { en: "the pair", ar: "بالزوج" }, pack: 1 },
  set: { code: "set", en: "Set", ar: "طقم", by: { en: "the set", ar: "بالطقم" }, pack: 1 },
  pack: { code: "pk6", en: "Pack of 6", ar: "عبوة 6 قطع", by: { en: "the pack of 6", ar: "بالعبوة (6 قطع)" }, pack: 6 },
  dozen: { code: "dz", en: "Dozen", ar: "دزينة", by: { en: "the dozen", ar: "بالدزينة (12 قطعة)" }, pack: 12 },
  carton: {
    code: "ctn",
    en: "Carton (24)",
    ar: "كرتون (24 قطعة)",
    by: { en: "the carton of 24", ar: "بالكرتون (24 قطعة)" },
    pack: 24,
  },
  metre: { code: "m", en: "Metre", ar: "متر", by: { en: "the metre", ar: "بالمتر" }, pack: 1 },
  kilogram: { code: "kg", en: "Kilogram", ar: "كيلوغرام", by: { en: "the kilogram", ar: "بالكيلوغرام" }, pack: 1 },
  roll: { code: "roll", en: "Roll", ar: "لفة", by: { en: "the roll", ar: "باللفة" }, pack: 1 },
} as const;
export type UnitKey = keyof typeof measureUnits;

export const tags = {
  new: { en: "New arrival", ar: "وصل حديثاً" },
  bestSeller: { en: "Best seller", ar: "الأكثر مبيعاً" },
  eco: { en: "Eco-friendly", ar: "صديق للبيئة" },
  limited: { en: "Limited stock", ar: "كمية محدودة" },
  bulkDeal: { en: "Bulk deal", ar: "عرض الجملة" },
  handmade: { en: "Handmade", ar: "صناعة يدوية" },
  premium: { en: "Premium quality", ar: "جودة فاخرة" },
  summer: { en: "Summer collection", ar: "تشكيلة الصيف" },
  winter: { en: "Winter collection", ar: "تشكيلة الشتاء" },
  ramadan: { en: "Ramadan & Eid", ar: "رمضان والعيد" },
  backToSchool: { en: "Back to school", ar: "العودة إلى المدارس" },
  local: { en: "Locally made", ar: "صناعة محلية" },
} as const satisfies Record<string, Bilingual>;
export type TagKey = keyof typeof tags;

export interface VariantValue extends Bilingual {
  code: string;
}

/** Variant attributes (admin "variants" screen) and their values, in display order. */
export const variantAttributes = {
  size: {
    name: { en: "Size", ar: "المقاس" },
    values: [
      { code: "S", en: "S", ar: "صغير (S)" },
      { code: "M", en: "M", ar: "وسط (M)" },
      { code: "L", en: "L", ar: "كبير (L)" },
      { code: "XL", en: "XL", ar: "كبير جداً (XL)" },
      { code: "XXL", en: "XXL", ar: "واسع جداً (XXL)" },
    ],
  },
  thobeSize: {
    name: { en: "Thobe length", ar: "طول الثوب" },
    values: ["52", "54", "56", "58", "60", "62"].map((n) => ({ code: n, en: n, ar: n })),
  },
  shoeSize: {
    name: { en: "Shoe size (EU)", ar: "مقاس الحذاء (أوروبي)" },
    values: ["36", "37", "38", "39", "40", "41", "42", "43", "44", "45"].map((n) => ({ code: n, en: n, ar: n })),
  },
  age: {
    name: { en: "Age", ar: "العمر" },
    values: [
      { code: "0-6M", en: "0–6 months", ar: "0–6 أشهر" },
      { code: "6-12M", en: "6–12 months", ar: "6–12 شهراً" },
      { code: "1-2Y", en: "1–2 years", ar: "1–2 سنة" },
      { code: "3-4Y", en: "3–4 years", ar: "3–4 سنوات" },
      { code: "5-6Y", en: "5–6 years", ar: "5–6 سنوات" },
      { code: "7-8Y", en: "7–8 years", ar: "7–8 سنوات" },
      { code: "9-10Y", en: "9–10 years", ar: "9–10 سنوات" },
      { code: "11-12Y", en: "11–12 years", ar: "11–12 سنة" },
    ],
  },
  bedSize: {
    name: { en: "Bed size", ar: "مقاس السرير" },
    values: [
      { code: "SGL", en: "Single", ar: "مفرد" },
      { code: "DBL", en: "Double", ar: "مزدوج" },
      { code: "QN", en: "Queen", ar: "كوين" },
      { code: "KG", en: "King", ar: "كينج" },
    ],
  },
  capacity: {
    name: { en: "Capacity", ar: "السعة" },
    values: ["2", "4", "6", "8", "10"].map((n) => ({ code: `${n}L`, en: `${n} L`, ar: `${n} لتر` })),
  },
  rugSize: {
    name: { en: "Rug size", ar: "مقاس السجادة" },
    values: [
      { code: "80x150", en: "80 × 150 cm", ar: "80 × 150 سم" },
      { code: "120x170", en: "120 × 170 cm", ar: "120 × 170 سم" },
      { code: "160x230", en: "160 × 230 cm", ar: "160 × 230 سم" },
      { code: "200x300", en: "200 × 300 cm", ar: "200 × 300 سم" },
    ],
  },
  colour: {
    name: { en: "Colour", ar: "اللون" },
    values: colours,
  },
} as const satisfies Record<string, { name: Bilingual; values: readonly VariantValue[] }>;
export type VariantAttributeKey = keyof typeof variantAttributes;
/** The size-like attribute a category's variants vary by; colour is always the second axis. */
export type SizeAttributeKey = Exclude<VariantAttributeKey, "colour">;

export interface OptionGroupDefinition {
  name: Bilingual;
  note: Bilingual;
  minSelections: number;
  maxSelections: number | null;
  isRequired: boolean;
  /** Price deltas in riyals; pound profiles convert them like product prices. */
  choices: readonly (Bilingual & { price: number })[];
}

/** SPEC §3 option groups, shared by the products they are attached to. */
export const optionGroups = {
  packaging: {
    name: { en: "Packaging", ar: "طريقة التعبئة" },
    note: {
      en: "Choose one packaging type for the whole order line.",
      ar: "اختر نوع تعبئة واحداً لكامل الكمية في هذا البند.",
    },
    minSelections: 1,
    maxSelections: 1,
    isRequired: true,
    choices: [
      { en: "Bulk carton", ar: "كرتون مجمّع", price: 0 },
      { en: "Individual polybags", ar: "أكياس فردية", price: 0.5 },
      { en: "Retail-ready boxes", ar: "علب جاهزة للعرض", price: 1.75 },
    ],
  },
  giftWrap: {
    name: { en: "Gift wrapping", ar: "تغليف الهدايا" },
    note: { en: "Each unit is wrapped individually before dispatch.", ar: "تُغلَّف كل وحدة على حدة قبل الشحن." },
    minSelections: 0,
    maxSelections: 1,
    isRequired: false,
    choices: [
      { en: "Gift bag", ar: "كيس هدايا", price: 3 },
      { en: "Gift box", ar: "علبة هدايا", price: 7.5 },
      { en: "Premium box with greeting card", ar: "علبة فاخرة مع بطاقة إهداء", price: 15 },
    ],
  },
  embroidery: {
    name: { en: "Embroidery", ar: "التطريز" },
    note: {
      en: "Send your logo after ordering; embroidery adds 3 working days.",
      ar: "أرسل شعارك بعد الطلب، ويضيف التطريز 3 أيام عمل.",
    },
    minSelections: 0,
    maxSelections: 2,
    isRequired: false,
    choices: [
      { en: "Company logo on chest", ar: "شعار الشركة على الصدر", price: 6 },
      { en: "Name on sleeve", ar: "الاسم على الكم", price: 4 },
      { en: "Gold thread", ar: "خيط ذهبي", price: 2.5 },
    ],
  },
  tailoring: {
    name: { en: "Length alteration", ar: "تعديل الطول" },
    note: {
      en: "Lengths are taken from the size chart unless you attach your own.",
      ar: "تُعتمد الأطوال من جدول المقاسات ما لم ترفق أطوالك الخاصة.",
    },
    minSelections: 0,
    maxSelections: 1,
    isRequired: false,
    choices: [
      { en: "Shorten to requested length", ar: "تقصير حسب الطول المطلوب", price: 5 },
      { en: "Hem with matching lace", ar: "حاشية بدانتيل مطابق", price: 9 },
    ],
  },
  logoPrint: {
    name: { en: "Logo printing", ar: "طباعة الشعار" },
    note: { en: "Minimum 48 units for printed items.", ar: "الحد الأدنى للطباعة 48 وحدة." },
    minSelections: 0,
    maxSelections: 1,
    isRequired: false,
    choices: [
      { en: "One-colour logo", ar: "شعار بلون واحد", price: 2 },
      { en: "Full-colour logo", ar: "شعار متعدد الألوان", price: 4.5 },
    ],
  },
  installation: {
    name: { en: "Fitting kit", ar: "أدوات التركيب" },
    note: { en: "Kits ship in the same carton as the item.", ar: "تُشحن الأدوات في الكرتون نفسه مع المنتج." },
    minSelections: 0,
    maxSelections: 2,
    isRequired: false,
    choices: [
      { en: "Wall-mounting kit", ar: "طقم تثبيت على الحائط", price: 8 },
      { en: "Rod and hooks", ar: "عمود مع خطافات", price: 25 },
    ],
  },
} as const satisfies Record<string, OptionGroupDefinition>;
export type OptionGroupKey = keyof typeof optionGroups;

/** Per product family: selling points, care line and countries of origin for descriptions. */
export interface Family {
  features: readonly Bilingual[];
  care: Bilingual;
  origins: readonly Bilingual[];
}

const country = {
  sa: { en: "Saudi Arabia", ar: "المملكة العربية السعودية" },
  tr: { en: "Turkey", ar: "تركيا" },
  eg: { en: "Egypt", ar: "مصر" },
  cn: { en: "China", ar: "الصين" },
  in: { en: "India", ar: "الهند" },
  pk: { en: "Pakistan", ar: "باكستان" },
  pt: { en: "Portugal", ar: "البرتغال" },
  gb: { en: "United Kingdom", ar: "المملكة المتحدة" },
  ma: { en: "Morocco", ar: "المغرب" },
  id: { en: "Indonesia", ar: "إندونيسيا" },
  vn: { en: "Vietnam", ar: "فيتنام" },
} as const;

export const families = {
  apparel: {
    features: [
      {
        en: "Breathable fabric that stays comfortable through long working days",
        ar: "قماش يسمح بمرور الهواء ويبقى مريحاً طوال ساعات العمل الطويلة",
      },
      { en: "Reinforced double stitching at stress points", ar: "خياطة مزدوجة مقوّاة عند نقاط الشد" },
      {
        en: "Colour-fast dye that keeps its shade after repeated washing",
        ar: "صبغة ثابتة تحافظ على لونها بعد الغسيل المتكرر",
      },
      {
        en: "Consistent sizing in every batch, so re-orders match",
        ar: "مقاسات ثابتة في كل دفعة لتتطابق الطلبات المتكررة",
      },
      {
        en: "Pre-shrunk fabric that keeps its fit after the first wash",
        ar: "قماش معالج ضد الانكماش يحافظ على مقاسه بعد الغسلة الأولى",
      },
      { en: "Individually folded and tagged, ready for the shelf", ar: "كل قطعة مطوية ومزودة ببطاقة وجاهزة للعرض" },
    ],
    care: {
      en: "Machine wash at 30 °C, do not tumble dry, iron on medium heat.",
      ar: "يُغسل في الغسالة على 30 درجة مئوية، ولا يُجفف في المجفف، ويُكوى على حرارة متوسطة.",
    },
    origins: [country.sa, country.tr, country.pk, country.in, country.cn, country.eg],
  },
  footwear: {
    features: [
      { en: "Cushioned insole for all-day comfort", ar: "نعل داخلي مبطن لراحة تدوم طوال اليوم" },
      { en: "Flexible, anti-slip outsole", ar: "نعل خارجي مرن ومانع للانزلاق" },
      { en: "Stitched and bonded sole for longer wear", ar: "نعل مخيط وملصوق لعمر استخدام أطول" },
      { en: "Supplied in individual boxes with size labels", ar: "يُورَّد في علب فردية مع ملصقات المقاسات" },
      { en: "Breathable lining that keeps feet dry", ar: "بطانة جيدة التهوية تحافظ على جفاف القدمين" },
    ],
    care: {
      en: "Wipe clean with a damp cloth and keep away from direct heat.",
      ar: "يُنظف بقطعة قماش مبللة ويُحفظ بعيداً عن مصادر الحرارة المباشرة.",
    },
    origins: [country.tr, country.cn, country.vn, country.pt, country.in],
  },
  textiles: {
    features: [
      { en: "Soft hand-feel that improves with every wash", ar: "ملمس ناعم يزداد نعومة مع كل غسلة" },
      { en: "High thread count for a smooth, durable weave", ar: "كثافة خيوط عالية لنسيج ناعم ومتين" },
      { en: "Hotel-grade stitching on every edge", ar: "خياطة بمواصفات الفنادق على جميع الحواف" },
      { en: "Fade-resistant colours", ar: "ألوان مقاومة للبهتان" },
      {
        en: "Packed in reusable zip bags, ready for display",
        ar: "معبأة في أكياس بسحّاب قابلة لإعادة الاستخدام وجاهزة للعرض",
      },
    ],
    care: {
      en: "Machine wash at 40 °C with similar colours; tumble dry on low.",
      ar: "يُغسل في الغسالة على 40 درجة مئوية مع الألوان المشابهة، ويُجفف على حرارة منخفضة.",
    },
    origins: [country.eg, country.tr, country.pk, country.in, country.pt],
  },
  kitchen: {
    features: [
      { en: "Food-grade materials, free of BPA", ar: "خامات آمنة على الطعام وخالية من مادة BPA" },
      { en: "Even heat distribution with no hot spots", ar: "توزيع متساوٍ للحرارة دون نقاط ساخنة" },
      { en: "Dishwasher safe for busy kitchens", ar: "آمنة في غسالة الصحون للمطابخ المزدحمة" },
      { en: "Sturdy handles that stay cool", ar: "مقابض متينة تبقى باردة" },
      { en: "Stacks neatly to save shelf space", ar: "تتراص بإحكام لتوفير مساحة الرفوف" },
      { en: "Suited to restaurants, cafés and caterers", ar: "مناسبة للمطاعم والمقاهي وشركات الإعاشة" },
    ],
    care: {
      en: "Wash before first use; avoid metal scourers on coated surfaces.",
      ar: "تُغسل قبل الاستخدام الأول، ويُتجنب استخدام الليف المعدني على الأسطح المطلية.",
    },
    origins: [country.tr, country.cn, country.in, country.pt, country.gb],
  },
  decor: {
    features: [
      { en: "Finished by hand, so each piece is slightly unique", ar: "تشطيب يدوي يجعل كل قطعة فريدة بعض الشيء" },
      {
        en: "Calm tones that suit modern and classic interiors",
        ar: "ألوان هادئة تناسب الديكورات العصرية والكلاسيكية",
      },
      { en: "Protective packaging for safe transport", ar: "تغليف واقٍ لنقل آمن" },
      { en: "Easy to clean and look after", ar: "سهلة التنظيف والعناية" },
      { en: "Popular with hotels, offices and show homes", ar: "مطلوبة لدى الفنادق والمكاتب والوحدات النموذجية" },
    ],
    care: {
      en: "Dust with a soft, dry cloth and avoid harsh cleaning products.",
      ar: "يُزال الغبار بقطعة قماش ناعمة وجافة، ويُتجنب استخدام المنظفات القوية.",
    },
    origins: [country.ma, country.tr, country.in, country.id, country.cn],
  },
} as const satisfies Record<string, Family>;
export type FamilyKey = keyof typeof families;
