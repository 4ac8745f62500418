// The demo catalogue: units, tags, tax groups, variant attributes, option groups, brands,
// main categories, categories and products with translations, images, tags, variants and option
// groups. Titles are composed from the vocabulary so they read naturally in both languages.
import {
  brandTranslations,
  brands,
  categories,
  categoryTranslations,
  mainCategories,
  mainCategoryTranslations,
  measureUnitTranslations,
  measureUnits,
  optionChoiceTranslations,
  optionChoices,
  optionGroupTranslations,
  optionGroups,
  productAttributeTranslations,
  productAttributes,
  productImages,
  productOptionGroups,
  productTags,
  productTranslations,
  productTypes,
  productVariantValues,
  productVariants,
  products,
  tagTranslations,
  tags,
  taxGroups,
  variantAttributeTranslations,
  variantAttributeValueTranslations,
  variantAttributeValues,
  variantAttributes,
  type ProductType,
} from "../schema/index.ts";
import type { Availability } from "../../core/contracts/catalogue.ts";
import type { Locale } from "../../core/profiles.ts";
import { sanitizeRichText } from "../../core/rich-text.ts";
import { shapeKinds, type Scene } from "./artwork.ts";
import {
  brands as brandDefinitions,
  isBranch,
  mainCategories as mainDefinitions,
  type BranchCategory,
  type Item,
  type LeafCategory,
  type MainCategory,
} from "./catalogue-tree.ts";
import { roundPrice, toMinor } from "./money.ts";
import { day, epoch, hour, rowsFor, type SeedContext, type TableRows } from "./plan.ts";
import type { Random } from "./random.ts";
import { composeTitle, ean13, slugify } from "./text.ts";
import {
  colours,
  families,
  materials,
  measureUnits as unitDefinitions,
  optionGroups as optionGroupDefinitions,
  styles,
  tags as tagDefinitions,
  variantAttributes as attributeDefinitions,
  type Bilingual,
  type Colour,
  type ColourCode,
  type Family,
  type OptionGroupKey,
  type SizeAttributeKey,
  type TagKey,
  type UnitKey,
  type VariantAttributeKey,
} from "./vocabulary.ts";

/** What later seed steps (menus, slides, wishlists) need to know about the catalogue. */
export interface CatalogueSummary {
  productIds: number[];
  featuredProductIds: number[];
  bundleProductIds: number[];
  brandIds: number[];
  /** Category id by key, for every category (branches and leaves). */
  categoryIds: Map<string, number>;
  categoryImageIds: Map<string, number>;
}

export interface Catalogue {
  tables: TableRows[];
  summary: CatalogueSummary;
}

// SPEC §2: the home page shows featured products; two dozen fill its carousel twice on a monitor.
const featuredCount = 24;
// One product in this many is a bundle (type 3), starting early so small seeds have some.
const bundleEvery = 37;

const createdSpan = 180 * day;

const packDiscount: Record<number, number> = { 1: 1, 6: 0.95, 12: 0.92, 24: 0.88 };
// Case size for loose pieces by the minimum order quantity the description states (issue #10)
const casesFor: Record<number, number> = { 6: 6, 12: 6, 24: 12, 50: 10 };

// Variant price steps per size attribute: bigger sizes of home goods cost noticeably more.
const sizeStep: Record<SizeAttributeKey, number> = {
  size: 0.03,
  thobeSize: 0.02,
  shoeSize: 0,
  age: 0.06,
  bedSize: 0.15,
  capacity: 0.18,
  rugSize: 0.45,
};

interface Leaf {
  leaf: LeafCategory;
  main: MainCategory;
}

function leavesOf(tree: readonly MainCategory[]): Leaf[] {
  return tree.flatMap((main) =>
    main.categories.flatMap((category): Leaf[] =>
      isBranch(category) ? category.children.map((leaf) => ({ leaf, main })) : [{ leaf: category, main }],
    ),
  );
}

function colour(code: ColourCode): Colour {
  const found = colours.find((c) => c.code === code);
  if (!found) throw new Error(`unknown colour ${code}`);
  return found;
}

/** Skews towards the low end of a range, like a real price list. */
function skewed(random: Random, [min, max]: readonly [number, number]): number {
  return min + (max - min) * random.next() ** 1.7;
}

function bilingualRows<T>(text: Bilingual, build: (locale: Locale, value: string) => T): T[] {
  return [build("ar", text.ar), build("en", text.en)];
}

function productScene(main: MainCategory, k: number): Scene {
  const variant = Math.floor(k / shapeKinds.length);
  return {
    width: 600,
    height: 600,
    hue: main.hue + variant * 16,
    pattern: variant === 0 ? (k % 2 ? "plain" : "frame") : k % 2 ? "dots" : "stripes",
    shapes: [
      {
        kind: shapeKinds[k % shapeKinds.length] ?? "circle",
        x: 0.5,
        y: 0.52,
        size: 0.27,
        hue: main.hue + ((k * 11) % 40) - 20,
      },
      {
        kind: shapeKinds[(k + 3) % shapeKinds.length] ?? "circle",
        x: 0.8,
        y: 0.2,
        size: 0.07,
        hue: main.hue + 180,
        lightness: 0.6,
      },
    ],
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function htmlList(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
}

export function buildCatalogue({ random, profile, media }: SeedContext, productCount: number): Catalogue {
  const lang = profile.language;
  const currency = profile.currency;
  const stamp = (offset: number) => ({ createdAt: epoch - offset, updatedAt: epoch - offset });
  const setupStamp = stamp(200 * day);

  // Measure units (SPEC §3: name, code)
  const unitIds = new Map<UnitKey, number>();
  const unitRows: (typeof measureUnits.$inferInsert)[] = [];
  const unitTranslationRows: (typeof measureUnitTranslations.$inferInsert)[] = [];
  for (const [key, unit] of Object.entries(unitDefinitions) as [UnitKey, (typeof unitDefinitions)[UnitKey]][]) {
    const id = unitRows.length + 1;
    unitIds.set(key, id);
    unitRows.push({ id, code: unit.code, ...setupStamp });
    unitTranslationRows.push(...bilingualRows(unit, (locale, name) => ({ measureUnitId: id, locale, name })));
  }

  const tagIds = new Map<TagKey, number>();
  const tagRows: (typeof tags.$inferInsert)[] = [];
  const tagTranslationRows: (typeof tagTranslations.$inferInsert)[] = [];
  for (const [key, text] of Object.entries(tagDefinitions) as [TagKey, Bilingual][]) {
    const id = tagRows.length + 1;
    tagIds.set(key, id);
    tagRows.push({ id, ...setupStamp });
    tagTranslationRows.push(...bilingualRows(text, (locale, name) => ({ tagId: id, locale, name })));
  }

  // Saudi VAT is 15 %, UK VAT 20 %; UK children's clothes and shoes are zero-rated (HMRC VAT Notice 714).
  const isBritish = profile.region === "GB";
  const taxGroupRows: (typeof taxGroups.$inferInsert)[] = [
    { id: 1, name: "VAT", rateBasisPoints: isBritish ? 2000 : 1500, isDefault: true, ...setupStamp },
    { id: 2, name: "Zero-rated", rateBasisPoints: 0, isDefault: false, ...setupStamp },
  ];
  const zeroRatedMains = isBritish ? new Set(["childrens-clothing"]) : new Set<string>();
  const zeroRatedLeaves = isBritish ? new Set(["kids-shoes"]) : new Set<string>();

  // Variant attributes and their values
  const attributeRows: (typeof variantAttributes.$inferInsert)[] = [];
  const attributeTranslationRows: (typeof variantAttributeTranslations.$inferInsert)[] = [];
  const valueRows: (typeof variantAttributeValues.$inferInsert)[] = [];
  const valueTranslationRows: (typeof variantAttributeValueTranslations.$inferInsert)[] = [];
  const valueIds = new Map<string, number>();
  for (const [key, attribute] of Object.entries(attributeDefinitions) as [
    VariantAttributeKey,
    (typeof attributeDefinitions)[VariantAttributeKey],
  ][]) {
    const id = attributeRows.length + 1;
    attributeRows.push({ id, position: id, ...setupStamp });
    attributeTranslationRows.push(
      ...bilingualRows(attribute.name, (locale, name) => ({ variantAttributeId: id, locale, name })),
    );
    attribute.values.forEach((value, position) => {
      const valueId = valueRows.length + 1;
      valueIds.set(`${key}:${value.code}`, valueId);
      valueRows.push({ id: valueId, variantAttributeId: id, position });
      valueTranslationRows.push(
        ...bilingualRows(value, (locale, name) => ({ variantAttributeValueId: valueId, locale, name })),
      );
    });
  }
  const valueId = (attribute: VariantAttributeKey, code: string) => {
    const id = valueIds.get(`${attribute}:${code}`);
    if (id === undefined) throw new Error(`unknown variant value ${attribute}:${code}`);
    return id;
  };

  // Option groups and choices
  const groupIds = new Map<OptionGroupKey, number>();
  const groupRows: (typeof optionGroups.$inferInsert)[] = [];
  const groupTranslationRows: (typeof optionGroupTranslations.$inferInsert)[] = [];
  const choiceRows: (typeof optionChoices.$inferInsert)[] = [];
  const choiceTranslationRows: (typeof optionChoiceTranslations.$inferInsert)[] = [];
  for (const [key, group] of Object.entries(optionGroupDefinitions) as [
    OptionGroupKey,
    (typeof optionGroupDefinitions)[OptionGroupKey],
  ][]) {
    const id = groupRows.length + 1;
    groupIds.set(key, id);
    groupRows.push({
      id,
      minSelections: group.minSelections,
      maxSelections: group.maxSelections,
      isRequired: group.isRequired,
      ...setupStamp,
    });
    groupTranslationRows.push(
      { optionGroupId: id, locale: "ar", name: group.name.ar, note: group.note.ar },
      { optionGroupId: id, locale: "en", name: group.name.en, note: group.note.en },
    );
    group.choices.forEach((choice, position) => {
      const choiceId = choiceRows.length + 1;
      choiceRows.push({ id: choiceId, optionGroupId: id, priceDelta: toMinor(choice.price, currency), position });
      choiceTranslationRows.push(
        ...bilingualRows(choice, (locale, name) => ({ optionChoiceId: choiceId, locale, name })),
      );
    });
  }

  // Brands
  const brandRows: (typeof brands.$inferInsert)[] = [];
  const brandTranslationRows: (typeof brandTranslations.$inferInsert)[] = [];
  brandDefinitions.forEach((brand, i) => {
    const id = i + 1;
    const imageId = media.image(
      "brands",
      {
        width: 300,
        height: 300,
        hue: brand.hue,
        pattern: "plain",
        shapes: [
          { kind: "ring", x: 0.5, y: 0.5, size: 0.36, hue: brand.hue, lightness: 0.35 },
          { kind: shapeKinds[i % shapeKinds.length] ?? "circle", x: 0.5, y: 0.5, size: 0.16, hue: brand.hue + 30 },
        ],
      },
      brand.name[lang],
    );
    brandRows.push({ id, status: "available", imageId, ...setupStamp });
    brandTranslationRows.push(
      ...bilingualRows(brand.name, (locale, name) => ({ brandId: id, locale, name, slug: slugify(name) })),
    );
  });
  const brandsByMain = new Map<string, number[]>(
    mainDefinitions.map((main) => [
      main.key,
      brandDefinitions.flatMap((brand, i) => (brand.makes.includes(main.key) ? [i + 1] : [])),
    ]),
  );

  // Main categories and categories
  const mainRows: (typeof mainCategories.$inferInsert)[] = [];
  const mainTranslationRows: (typeof mainCategoryTranslations.$inferInsert)[] = [];
  const categoryRows: (typeof categories.$inferInsert)[] = [];
  const categoryTranslationRows: (typeof categoryTranslations.$inferInsert)[] = [];
  const categoryIds = new Map<string, number>();
  const categoryImageIds = new Map<string, number>();
  const productPools = new Map<string, number[]>();
  mainDefinitions.forEach((main, m) => {
    const id = m + 1;
    const imageId = media.image(
      "categories",
      {
        width: 800,
        height: 400,
        hue: main.hue,
        pattern: "stripes",
        shapes: [0, 1, 2].map((s) => ({
          kind: shapeKinds[(m + s * 2) % shapeKinds.length] ?? "circle",
          x: 0.5 + s * 0.5,
          y: 0.5,
          size: 0.2,
          hue: main.hue + s * 24,
        })),
      },
      main.title[lang],
    );
    mainRows.push({ id, status: "available", imageId, position: m, ...setupStamp });
    mainTranslationRows.push(
      ...(["ar", "en"] as const).map((locale) => ({
        mainCategoryId: id,
        locale,
        title: main.title[locale],
        slug: slugify(main.title[locale]),
        description: main.description[locale],
      })),
    );
    productPools.set(
      main.key,
      Array.from({ length: 12 }, (_, k) =>
        media.image("products", productScene(main, k), `${main.title[lang]} ${k + 1}`),
      ),
    );
    const addCategory = (category: LeafCategory | BranchCategory, parentId: number | null, position: number) => {
      const categoryId = categoryRows.length + 1;
      categoryIds.set(category.key, categoryId);
      const imageId = media.image(
        "categories",
        {
          width: 400,
          height: 400,
          hue: main.hue + (categoryId % 5) * 8,
          pattern: "frame",
          shapes: [
            {
              kind: shapeKinds[categoryId % shapeKinds.length] ?? "circle",
              x: 0.5,
              y: 0.5,
              size: 0.28,
              hue: main.hue + (categoryId % 3) * 20,
            },
          ],
        },
        category.title[lang],
      );
      categoryImageIds.set(category.key, imageId);
      categoryRows.push({
        id: categoryId,
        status: "available",
        imageId,
        parentId,
        mainCategoryId: id,
        position,
        ...setupStamp,
      });
      categoryTranslationRows.push(
        ...(["ar", "en"] as const).map((locale) => ({
          categoryId,
          locale,
          title: category.title[locale],
          slug: slugify(category.title[locale]),
          description: category.description[locale],
        })),
      );
      return categoryId;
    };
    main.categories.forEach((category, position) => {
      const categoryId = addCategory(category, null, position);
      if (isBranch(category))
        category.children.forEach((child, childPosition) => addCategory(child, categoryId, childPosition));
    });
  });

  // Products
  const leaves = leavesOf(mainDefinitions);
  const productRows: (typeof products.$inferInsert)[] = [];
  const translationRows: (typeof productTranslations.$inferInsert)[] = [];
  const imageRows: (typeof productImages.$inferInsert)[] = [];
  const productTagRows: (typeof productTags.$inferInsert)[] = [];
  const variantRows: (typeof productVariants.$inferInsert)[] = [];
  const variantValueRows: (typeof productVariantValues.$inferInsert)[] = [];
  const productGroupRows: (typeof productOptionGroups.$inferInsert)[] = [];
  // Each product's specification table (decision 0071), from what the product already is.
  const specificationRows: (typeof productAttributes.$inferInsert)[] = [];
  const specificationTextRows: (typeof productAttributeTranslations.$inferInsert)[] = [];
  const bundleProductIds: number[] = [];
  // Every leaf gets a product before any gets a second, so even small seeds cover the tree.
  const firstRound = random.sample(leaves, leaves.length);
  const country = isBritish ? { en: "the UK", ar: "المملكة المتحدة" } : { en: "Saudi Arabia", ar: "المملكة" };
  const gs1Prefix = isBritish ? "50" : "628";

  for (let i = 0; i < productCount; i++) {
    const id = i + 1;
    const { leaf, main } = (i < firstRound.length ? firstRound[i] : random.pick(leaves)) as Leaf;
    const family: Family = families[main.family];
    const item: Item = random.pick(leaf.items);
    const material = materials[random.pick(item.materials ?? leaf.materials)];
    const style = styles[random.pick(leaf.styles)];
    const mainColour = colour(random.pick(leaf.colours));
    const isBundle = i % bundleEvery === 11;
    // A bundle is three pieces of one line sold together as a set (SPEC §3 type 3).
    const unitKey: UnitKey = isBundle ? "set" : random.pick(item.units ?? leaf.units);
    const unit = unitDefinitions[unitKey];
    const brandId = random.pick(brandsByMain.get(main.key) ?? [1]);
    const brand = brandDefinitions[brandId - 1]?.name ?? { en: "Jumla", ar: "جملة" };
    const sku = `${leaf.code}${String(id).padStart(5, "0")}`;

    // Variants: sizes in order, colours led by the product's own colour (SPEC §3 Variant)
    const variantShare = main.family === "apparel" || main.family === "footwear" ? 0.6 : 0.35;
    const sizeKey = leaf.variants;
    const hasVariants = sizeKey !== null && !isBundle && random.chance(variantShare);
    const sizeValues = sizeKey ? attributeDefinitions[sizeKey].values : [];
    const sizeStart = random.int(0, Math.max(0, sizeValues.length - 3));
    const sizes = hasVariants ? sizeValues.slice(sizeStart, sizeStart + random.int(3, 5)) : [];
    const otherColours = leaf.colours.filter((code) => code !== mainColour.code);
    const productColours = hasVariants
      ? [mainColour, ...random.sample(otherColours, random.int(0, 2)).map(colour)]
      : [mainColour];
    const colourInTitle = productColours.length === 1;

    const titleParts = {
      noun: item,
      gender: item.gender,
      modifiers: [style, material],
      ...(item.tail ? { tail: item.tail } : {}),
    };
    // The name without colour reads better inside sentences than the full listing title.
    const name = composeTitle(titleParts);
    const base = colourInTitle ? composeTitle({ ...titleParts, colour: mainColour }) : name;
    const title = isBundle ? { en: `Saver Bundle of 3: ${base.en}`, ar: `باقة توفير (3 قطع): ${base.ar}` } : base;
    const subject = isBundle
      ? { en: `a saver bundle of three ${name.en} pieces`, ar: `باقة توفير من 3 قطع: ${name.ar}` }
      : name;
    const gender = isBundle ? "f" : item.gender;

    const pack = unit.pack;
    const perPiece = skewed(random, leaf.price);
    const price = toMinor(perPiece * pack * (packDiscount[pack] ?? 1) * (isBundle ? 3 * 0.85 : 1), currency);
    const discountFactor = !isBundle && random.chance(0.18) ? 0.7 + random.next() * 0.22 : null;
    const discount = discountFactor === null ? null : Math.min(price - 1, roundPrice(price * discountFactor, currency));
    const type: ProductType = isBundle
      ? productTypes.bundle
      : discount !== null
        ? productTypes.discount
        : productTypes.regular;
    const weight = Math.round(random.int(leaf.weight[0], leaf.weight[1]) * pack * (isBundle ? 3 : 1));

    const createdAt =
      epoch - createdSpan + Math.floor((i / productCount) * (createdSpan - day)) + random.int(0, 6 * hour);
    const updatedAt = Math.min(epoch - hour, createdAt + random.int(0, 20) * day);

    let quantity = random.chance(0.06) ? 0 : random.int(5, 2500);
    if (hasVariants) {
      quantity = 0;
      const sizeAttribute = sizeKey as SizeAttributeKey;
      let position = 0;
      sizes.forEach((size, s) => {
        for (const variantColour of productColours) {
          const variantId = variantRows.length + 1;
          const variantQuantity = random.chance(0.1) ? 0 : random.int(5, 400);
          quantity += variantQuantity;
          const ids = [valueId(sizeAttribute, size.code), valueId("colour", variantColour.code)].sort((a, b) => a - b);
          variantRows.push({
            id: variantId,
            productId: id,
            code: `${sku}-${size.code}-${variantColour.code}`,
            valueKey: ids.join("-"),
            status: random.chance(0.04) ? "unavailable" : "available",
            quantity: variantQuantity,
            weight,
            price: roundPrice(price * (1 + s * sizeStep[sizeAttribute]), currency),
            position: position++,
            createdAt,
            updatedAt,
          });
          variantValueRows.push(...ids.map((variantAttributeValueId) => ({ variantId, variantAttributeValueId })));
        }
      });
    }
    const status = random.chance(0.02) ? "unavailable" : "available";
    const availability: Availability =
      quantity === 0 ? "out_of_stock" : random.chance(0.03) ? "unavailable" : "available";

    const pool = productPools.get(main.key) ?? [];
    const gallery = random.sample(pool, 3);
    const poster = gallery[0] ?? null;
    gallery.forEach((imageId, position) => imageRows.push({ productId: id, imageId, position }));

    productRows.push({
      id,
      sku,
      barcode: ean13(gs1Prefix, id),
      status,
      availability,
      type,
      hasVariants,
      isFeatured: false,
      // A product with variants holds their sum, which the database keeps as they are written
      // (decision 0073); `quantity` above only decides its availability.
      quantity: hasVariants ? 0 : quantity,
      price,
      discountPrice: discount,
      weight,
      measureUnitId: unitIds.get(unitKey) ?? null,
      brandId,
      categoryId: categoryIds.get(leaf.key) ?? null,
      taxGroupId: zeroRatedMains.has(main.key) || zeroRatedLeaves.has(leaf.key) ? 2 : null,
      posterImageId: poster,
      seoImageId: poster,
      ratingTenths: random.chance(0.7) ? random.int(32, 50) : 0,
      createdAt,
      updatedAt,
    });
    if (isBundle) bundleProductIds.push(id);

    // Tags follow from what the product is, with a little chance on top
    const productTagKeys = new Set<TagKey>(leaf.tags?.filter(() => random.chance(0.5)) ?? []);
    if (i >= productCount * 0.9) productTagKeys.add("new");
    if (random.chance(0.1)) productTagKeys.add("bestSeller");
    if (
      ["bamboo", "organicCotton", "linen", "bambooWood", "rattan"].some(
        (k) => materials[k as keyof typeof materials] === material,
      )
    )
      productTagKeys.add("eco");
    if (quantity > 0 && quantity < 40) productTagKeys.add("limited");
    if (discount !== null && pack >= 12) productTagKeys.add("bulkDeal");
    if (style === styles.handmade) productTagKeys.add("handmade");
    if (style === styles.premium || style === styles.luxury) productTagKeys.add("premium");
    if (style === styles.summer || style === styles.lightweight) productTagKeys.add("summer");
    if (style === styles.winter || style === styles.quilted) productTagKeys.add("winter");
    if (random.chance(0.12)) productTagKeys.add("local");
    for (const key of productTagKeys) productTagRows.push({ productId: id, tagId: tagIds.get(key) ?? 1 });

    if (!isBundle && random.chance(0.25)) {
      const groups = random.sample(leaf.options, random.int(1, Math.min(2, leaf.options.length)));
      groups.forEach((key, position) =>
        productGroupRows.push({ productId: id, optionGroupId: groupIds.get(key) ?? 1, position }),
      );
    }

    // Descriptions (plain text) and the extensive description (a small HTML subset)
    const features = random.sample(family.features, random.int(3, 4));
    const origin = random.pick(family.origins);
    const minimum = pack > 1 ? random.int(2, 10) : random.pick([6, 12, 24, 50]);
    // Wholesale quantities (issue #10): loose pieces go in cases that divide the minimum the
    // description states; units that are packs already (pack of 6, dozen…) are ordered one by one.
    const packSize = pack > 1 || isBundle ? 1 : (casesFor[minimum] ?? 1);
    Object.assign(productRows[productRows.length - 1] ?? {}, { minOrderQuantity: minimum, packSize });
    const dispatch = random.int(1, 3);
    const colourList = {
      en: productColours.map((c) => c.en).join(", "),
      ar: productColours.map((c) => c.ar).join("، "),
    };
    const sold = gender === "f" ? "تُباع" : "يُباع";
    const suited = gender === "f" ? "مناسبة" : "مناسب";
    const intro = random.pick([
      {
        en: `${capitalise(subject.en)} from ${brand.en}: a dependable line for shops, boutiques and hospitality buyers who buy in volume. Every batch is checked against the approved sample before it leaves the warehouse.`,
        ar: `${subject.ar} من إنتاج ${brand.ar}: خيار موثوق للمتاجر والبوتيكات وقطاع الضيافة عند الشراء بكميات كبيرة. تخضع كل دفعة للفحص مقارنةً بالعينة المعتمدة قبل خروجها من المستودع.`,
      },
      {
        en: `Built for repeat orders, ${subject.en} from ${brand.en} keeps the same quality, sizing and shade from one shipment to the next.`,
        ar: `${subject.ar} من ${brand.ar} ${suited} للطلبات المتكررة، إذ تبقى الجودة والمقاسات والألوان ثابتة من شحنة إلى أخرى.`,
      },
      {
        en: `${brand.en} supplies ${subject.en} in volume, with consistent quality in every carton and clear labelling for fast shelving.`,
        ar: `توفّر ${brand.ar} ${subject.ar} بكميات كبيرة، بجودة ثابتة في كل كرتون وملصقات واضحة تسهّل الترتيب على الرفوف.`,
      },
    ]);
    const kilograms = (weight / 1000).toFixed(2);
    const extensive = (locale: Locale) => {
      const t = (text: Bilingual) => text[locale];
      const heading =
        locale === "ar"
          ? { features: "المزايا", specs: "المواصفات", terms: "شروط الجملة", care: "العناية" }
          : { features: "Features", specs: "Specifications", terms: "Wholesale terms", care: "Care" };
      const specs =
        locale === "ar"
          ? [
              `الخامة: ${material.noun.ar}`,
              `الألوان: ${colourList.ar}`,
              `وحدة البيع: ${unit.ar}`,
              `الوزن: ${kilograms} كغ`,
              `بلد المنشأ: ${origin.ar}`,
              `رمز المنتج: ${sku}`,
            ]
          : [
              `Material: ${material.noun.en}`,
              `Colours: ${colourList.en}`,
              `Unit of sale: ${unit.en}`,
              `Weight: ${kilograms} kg`,
              `Country of origin: ${origin.en}`,
              `SKU: ${sku}`,
            ];
      const terms =
        locale === "ar"
          ? `أقل كمية للطلب: ${minimum}. يُشحن الطلب خلال ${dispatch}–${dispatch + 2} أيام عمل، ويمكن الجمع بين المقاسات والألوان في الطلب الواحد.`
          : `Minimum order quantity: ${minimum}. Dispatched within ${dispatch}–${dispatch + 2} working days; mixed sizes and colours are welcome in one order.`;
      // Stored as every rich-text write stores it (docs/decisions/0035).
      return sanitizeRichText(
        [
          `<p>${t(intro)}</p>`,
          `<h3>${heading.features}</h3>${htmlList(features.map(t))}`,
          `<h3>${heading.specs}</h3>${htmlList(specs)}`,
          `<h3>${heading.terms}</h3><p>${terms}</p>`,
          `<h3>${heading.care}</h3><p>${t(family.care)}</p>`,
        ].join("\n"),
      );
    };
    const leadFeature = features[0] ?? family.care;
    translationRows.push(
      {
        productId: id,
        locale: "ar",
        title: title.ar,
        slug: `${slugify(title.ar)}-${sku.toLowerCase()}`,
        description: `${subject.ar} بالجملة من ${brand.ar}، ${sold} ${unit.by.ar}. ${leadFeature.ar}.`,
        extensiveDescription: extensive("ar"),
        seoTitle: `${title.ar} بالجملة | ${brand.ar}`,
        seoDescription: `اشترِ ${subject.ar} بالجملة من ${brand.ar}: أسعار جملة، وتوصيل سريع داخل ${country.ar}، ودفع آمن.`,
      },
      {
        productId: id,
        locale: "en",
        title: title.en,
        slug: `${slugify(title.en)}-${sku.toLowerCase()}`,
        description: `${capitalise(subject.en)} from ${brand.en}, sold wholesale by ${unit.by.en}. ${leadFeature.en}.`,
        extensiveDescription: extensive("en"),
        seoTitle: `${title.en} | Wholesale ${brand.en}`,
        seoDescription: `Buy ${subject.en} wholesale from ${brand.en}: trade prices, fast delivery across ${country.en} and secure payment.`,
      },
    );
    const specifications = [
      { en: { name: "Material", value: material.noun.en }, ar: { name: "الخامة", value: material.noun.ar } },
      { en: { name: "Sold by", value: unit.en }, ar: { name: "وحدة البيع", value: unit.ar } },
      { en: { name: "Brand", value: brand.en }, ar: { name: "العلامة التجارية", value: brand.ar } },
    ];
    specifications.forEach((texts, position) => {
      const attributeId = specificationRows.length + 1;
      specificationRows.push({ id: attributeId, productId: id, position });
      for (const locale of ["ar", "en"] as const) specificationTextRows.push({ attributeId, locale, ...texts[locale] });
    });
  }

  // Featured: in stock and on sale, spread over the catalogue (SPEC §2 home shows featured products)
  const eligible = productRows.filter(
    (p) => p.status === "available" && p.availability === "available" && p.type !== productTypes.bundle,
  );
  const featured = random.sample(eligible, featuredCount).sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
  for (const row of featured) row.isFeatured = true;

  return {
    tables: [
      rowsFor(measureUnits, unitRows),
      rowsFor(measureUnitTranslations, unitTranslationRows),
      rowsFor(tags, tagRows),
      rowsFor(tagTranslations, tagTranslationRows),
      rowsFor(taxGroups, taxGroupRows),
      rowsFor(variantAttributes, attributeRows),
      rowsFor(variantAttributeTranslations, attributeTranslationRows),
      rowsFor(variantAttributeValues, valueRows),
      rowsFor(variantAttributeValueTranslations, valueTranslationRows),
      rowsFor(optionGroups, groupRows),
      rowsFor(optionGroupTranslations, groupTranslationRows),
      rowsFor(optionChoices, choiceRows),
      rowsFor(optionChoiceTranslations, choiceTranslationRows),
      rowsFor(brands, brandRows),
      rowsFor(brandTranslations, brandTranslationRows),
      rowsFor(mainCategories, mainRows),
      rowsFor(mainCategoryTranslations, mainTranslationRows),
      rowsFor(categories, categoryRows),
      rowsFor(categoryTranslations, categoryTranslationRows),
      rowsFor(products, productRows),
      rowsFor(productTranslations, translationRows),
      rowsFor(productImages, imageRows),
      rowsFor(productTags, productTagRows),
      rowsFor(productVariants, variantRows),
      rowsFor(productVariantValues, variantValueRows),
      rowsFor(productOptionGroups, productGroupRows),
      rowsFor(productAttributes, specificationRows),
      rowsFor(productAttributeTranslations, specificationTextRows),
    ],
    summary: {
      productIds: productRows.map((p) => p.id ?? 0),
      featuredProductIds: featured.map((p) => p.id ?? 0),
      bundleProductIds,
      brandIds: brandRows.map((b) => b.id ?? 0),
      categoryIds,
      categoryImageIds,
    },
  };
}
