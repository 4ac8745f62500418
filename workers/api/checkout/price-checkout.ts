// Pricing a checkout on the server (issue #10 items 5 and 12): everything the quote and the order
// need is read in one round trip (one read batch), then the rules of core/checkout decide. Prices
// come only from the database: a line names what is bought and how many (CheckoutRequest).
import { and, eq, notInArray, sql, type SQLWrapper } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type {
  CheckoutRequest,
  DeliveryOption,
  PricedLine,
  Quote,
  QuotePaymentMethod,
} from "../../../core/contracts/checkout.ts";
import {
  couponDiscount,
  hasCustomerUsesLeft,
  isCouponApplicable,
  normaliseCouponCode,
} from "../../../core/checkout/coupons.ts";
import { restockingStatuses } from "../../../core/orders/order-status.ts";
import { deliveryDateRange, findRate, findZone, type LatLng } from "../../../core/checkout/delivery.ts";
import { isPaymentMethodAllowed } from "../../../core/checkout/payment-methods.ts";
import { areSelectionsValid, checkQuantity, type OptionGroupRule } from "../../../core/checkout/purchase-rules.ts";
import { areTotalsExact } from "../../../core/checkout/money-bounds.ts";
import { computeTotals, type Totals } from "../../../core/checkout/totals.ts";
import type { Locale } from "../../../core/profiles.ts";
import { resolveLinePrice } from "../../../core/pricing/resolve-line-price.ts";
import { shelfPrice } from "../../../core/shelf-price.ts";
import type { Db } from "../../../db/client.ts";
import { batch, prepared, preparedBy, type BatchAnswer } from "../../../db/prepared.ts";
import {
  addresses,
  cityTranslations,
  coupons,
  customers,
  optionChoiceTranslations,
  optionChoices,
  optionGroupTranslations,
  orders,
  productOptionGroups,
  productTitles,
  productVariantValues,
  productVariants,
  products,
  quoteLines,
  quotes,
  paymentMethodTranslations,
  paymentMethodZones,
  paymentMethods,
  shippingRates,
  siteSettings,
  taxGroups,
  variantAttributeTranslations,
  variantAttributeValueTranslations,
  variantAttributeValues,
  variantAttributes,
  type AddressSnapshot,
  type LineSelection,
  type PaymentKind,
} from "../../../db/schema/index.ts";
import { qualified } from "../../lib/db.ts";
import { storedDay } from "../admin/invoices/create-invoice.ts";
import { customerBalance } from "../collections/amounts.ts";
import { overdueAmount } from "./on-account.ts";
import { AppError } from "../../lib/errors.ts";
import { translated } from "../../lib/translated.ts";
import { deliveryZones, heldVersion, readZoneCities, readZones, readZonesVersion } from "./zone-cache.ts";
import type { Orderer } from "../auth/shopper.ts";
import { buyerPriceReads, buyerPrices } from "../pricing/buyer-prices.ts";
import { choiceIdsOf } from "../order-lists/order-list-owner.ts";

/** What pricing needs to know about the request's context. */
export interface PricingContext {
  locale: Locale;
  currency: string;
  now: number;
  /** The shop's day (ISO, the profile's time zone): which price lists are valid (decision 0101), and when an order on account is due from (decision 0102). */
  today: string;
  /** When the shop's calendar month began (epoch ms): a buyer's monthly limit counts from it (decision 0103). */
  monthStart: number;
  /** Whether the profile can take a method's payments (card kinds need a configured provider: decision 0049). */
  canTakePayment: (method: { kind: PaymentKind; gateway: string | null }) => boolean;
}

/** The customer an order is for, as the order keeps them. */
export interface Buyer {
  id: number;
  name: string;
  companyName: string;
  email: string;
  phone: string;
  locale: Locale | null;
  /** The salesperson placing the order, or the customer's own salesperson (also on an admin's phone order). */
  salespersonId: number | null;
  /** Net days when the order is paid on account (decision 0102); null otherwise. */
  paymentTermsDays: number | null;
}

/** A line as the order writes it: the quote's line plus what the database write needs. */
export interface OrderLineDraft extends PricedLine {
  vatAmount: number;
  /** The stock-keeping unit the line takes from: a variant (and its product's total) or a product. */
  stockFrom: "variant" | "product";
}

/** A priced checkout: the quote's answer and what placing the order writes. */
export interface PricedCheckout {
  quote: Quote;
  buyer: Buyer;
  lines: OrderLineDraft[];
  totals: Totals;
  address: (AddressSnapshot & { id: number }) | null;
  delivery: DeliveryOption | null;
  paymentMethod: (QuotePaymentMethod & { kind: PaymentKind }) | null;
  coupon: { id: number; code: string } | null;
}

const isBlank = (value: string | null | undefined) => !value || value.trim() === "";

/**
 * Who the order is for (SPEC §6): a customer orders for themselves (a `customerId` naming anyone
 * else is refused); a salesperson must name one of their own customers ("You can't make an order
 * without selecting a user"), an admin taking a phone order any customer (decision 0098), who must
 * themselves be allowed to order (SPEC §4, decision 0012).
 */
export function buyerIdOf(shopper: Orderer, customerId: number | null | undefined): number {
  if (shopper.kind === "customer") {
    if (customerId != null && customerId !== shopper.id) throw new AppError("forbidden");
    return shopper.id;
  }
  if (customerId == null) throw new AppError("customer_required");
  return customerId;
}

/** A checkout at a quote's prices: the request with the quote's lines, their unit prices, or why not. */
export interface QuotedCheckout {
  request: CheckoutRequest;
  prices: number[] | null;
  problem: AppError | null;
}

/**
 * The request as a quote makes it (decision 0104): with a `quoteId`, the buyer's quote (another's:
 * 404) must be accepted and its expiry day not passed on the shop's `today`; its lines and
 * quantities replace the request's, at its answered unit prices. Without one, the request as sent.
 * The refusal is answered, not thrown, so placing an order can answer a replay of its key first.
 */
export async function quotedCheckout(
  db: Db,
  buyerId: number,
  request: CheckoutRequest,
  today: string,
): Promise<QuotedCheckout> {
  if (request.quoteId == null) return { request, prices: null, problem: null };
  const [[quote], lines] = await db.batch([
    db
      .select({ status: quotes.status, expiresOn: quotes.expiresOn })
      .from(quotes)
      .where(and(eq(quotes.id, request.quoteId), eq(quotes.customerId, buyerId))),
    db
      .select()
      .from(quoteLines)
      .where(
        and(
          eq(quoteLines.quoteId, request.quoteId),
          sql`${quoteLines.quoteId} in (select ${quotes.id} from ${quotes} where ${quotes.customerId} = ${buyerId})`,
        ),
      )
      .orderBy(quoteLines.id),
  ]);
  const refused = (problem: AppError): QuotedCheckout => ({ request, prices: null, problem });
  if (!quote) return refused(new AppError("not_found"));
  if (quote.status === "accepted" && quote.expiresOn !== null && quote.expiresOn < storedDay(today)) {
    return refused(new AppError("quote_expired"));
  }
  if (quote.status !== "accepted" || lines.some((line) => line.unitPrice === null)) {
    return refused(new AppError("quote_not_accepted"));
  }
  return {
    request: {
      ...request,
      lines: lines.map((line) => ({
        productId: line.productId,
        variantId: line.variantId,
        choiceIds: choiceIdsOf(line.choiceKey),
        quantity: line.quantity,
      })),
    },
    prices: lines.map((line) => line.unitPrice ?? 0),
    problem: null,
  };
}

/** A list of ids as one statement parameter: `in (select value from json_each(?))`. */
const inList = (column: SQLiteColumn, name: string) =>
  sql`${column} in (select value from json_each(${sql.placeholder(name)}))`;

// The checkout's reads, prepared once per language (db/prepared.ts): every quote and order runs them.
const readBuyer = prepared((db) =>
  db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      companyName: customers.companyName,
      email: customers.email,
      phone: customers.phone,
      locale: customers.locale,
      emailVerifiedAt: customers.emailVerifiedAt,
      approvalStatus: customers.approvalStatus,
      restricted: customers.restricted,
      salespersonId: customers.salespersonId,
      // Paying on account (decision 0102): the terms, and for a company with a limit its open
      // balance and what is overdue today (others' quotes sum nothing: CASE reads no subquery)
      paymentTermsDays: customers.paymentTermsDays,
      creditLimit: customers.creditLimit,
      balance: sql<number>`(case when ${customers.creditLimit} is null then 0
        else ${customerBalance(sql`${sql.placeholder("buyerId")}`)} end)`,
      overdue: sql<number>`(case when ${customers.creditLimit} is null then 0
        else ${overdueAmount(sql`${sql.placeholder("buyerId")}`, sql.placeholder("today"))} end)`,
    })
    .from(customers)
    .where(eq(customers.id, sql.placeholder("buyerId"))),
);

const readProducts = preparedBy((db, locale: Locale) =>
  db
    .select({
      id: products.id,
      sku: products.sku,
      status: products.status,
      availability: products.availability,
      hasVariants: products.hasVariants,
      quantity: products.quantity,
      price: products.price,
      discountPrice: products.discountPrice,
      minOrderQuantity: products.minOrderQuantity,
      packSize: products.packSize,
      taxGroupId: products.taxGroupId,
      title: productTitles.title,
    })
    .from(products)
    .leftJoin(productTitles, and(eq(productTitles.productId, products.id), eq(productTitles.locale, locale)))
    .where(inList(products.id, "productIds")),
);

const readVariants = prepared((db) =>
  db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      code: productVariants.code,
      status: productVariants.status,
      quantity: productVariants.quantity,
      price: productVariants.price,
    })
    .from(productVariants)
    .where(inList(productVariants.id, "variantIds")),
);

const readOptions = preparedBy((db, locale: Locale) =>
  db
    .select({
      productId: productOptionGroups.productId,
      groupId: productOptionGroups.optionGroupId,
      choiceId: optionChoices.id,
      priceDelta: optionChoices.priceDelta,
      choiceName: optionChoiceTranslations.name,
      groupName: optionGroupTranslations.name,
      isRequired: sql<number>`(select is_required from option_groups where id = ${productOptionGroups.optionGroupId})`,
      minSelections: sql<number>`(select min_selections from option_groups where id = ${productOptionGroups.optionGroupId})`,
      maxSelections: sql<
        number | null
      >`(select max_selections from option_groups where id = ${productOptionGroups.optionGroupId})`,
    })
    .from(productOptionGroups)
    .leftJoin(optionChoices, eq(optionChoices.optionGroupId, productOptionGroups.optionGroupId))
    .leftJoin(
      optionChoiceTranslations,
      translated(optionChoiceTranslations, "optionChoiceId", optionChoices.id, locale),
    )
    .leftJoin(
      optionGroupTranslations,
      translated(optionGroupTranslations, "optionGroupId", productOptionGroups.optionGroupId, locale),
    )
    .where(inList(productOptionGroups.productId, "productIds")),
);

const readVariantValues = preparedBy((db, locale: Locale) =>
  db
    .select({
      variantId: productVariantValues.variantId,
      attribute: variantAttributeTranslations.name,
      value: variantAttributeValueTranslations.name,
    })
    .from(productVariantValues)
    .innerJoin(variantAttributeValues, eq(variantAttributeValues.id, productVariantValues.variantAttributeValueId))
    .innerJoin(variantAttributes, eq(variantAttributes.id, variantAttributeValues.variantAttributeId))
    .innerJoin(
      variantAttributeTranslations,
      translated(variantAttributeTranslations, "variantAttributeId", variantAttributes.id, locale),
    )
    .innerJoin(
      variantAttributeValueTranslations,
      translated(variantAttributeValueTranslations, "variantAttributeValueId", variantAttributeValues.id, locale),
    )
    .where(inList(productVariantValues.variantId, "variantIds"))
    .orderBy(variantAttributes.position, variantAttributes.id),
);

const readTaxGroups = prepared((db) =>
  db.select({ id: taxGroups.id, rate: taxGroups.rateBasisPoints, isDefault: taxGroups.isDefault }).from(taxGroups),
);

const readSettings = prepared((db) =>
  db.select({ maxPerProduct: siteSettings.maxQuantityPerProduct }).from(siteSettings).where(eq(siteSettings.id, 1)),
);

const readAddress = preparedBy((db, locale: Locale) =>
  db
    .select({
      id: addresses.id,
      customerId: addresses.customerId,
      country: addresses.country,
      city: addresses.city,
      address1: addresses.address1,
      address2: addresses.address2,
      postcode: addresses.postcode,
      latitude: addresses.latitude,
      longitude: addresses.longitude,
      // Without a city picked from the list, the typed name may still be one of the list's cities
      cityId: sql<
        number | null
      >`coalesce(${addresses.cityId}, (select ${cityTranslations.cityId} from ${cityTranslations}
        where lower(${cityTranslations.name}) = lower(trim(${addresses.city})) limit 1))`,
      neighbourhood: sql<string | null>`(select name from neighbourhood_translations
        where neighbourhood_id = ${addresses.neighbourhoodId} order by locale = ${locale} desc limit 1)`,
    })
    .from(addresses)
    .where(eq(addresses.id, sql.placeholder("addressId"))),
);

const readRates = prepared((db) => db.select().from(shippingRates));

const readPaymentMethods = preparedBy((db, locale: Locale) =>
  db
    .select({
      id: paymentMethods.id,
      kind: paymentMethods.kind,
      provider: paymentMethods.provider,
      gateway: paymentMethods.gateway,
      active: paymentMethods.active,
      minLimit: paymentMethods.minLimit,
      maxLimit: paymentMethods.maxLimit,
      position: paymentMethods.position,
      name: sql<string>`coalesce(${paymentMethodTranslations.displayName}, ${paymentMethods.name})`,
      note: paymentMethodTranslations.note,
      zoneIds: sql<string>`(select json_group_array(${paymentMethodZones.zoneId}) from ${paymentMethodZones}
        where ${paymentMethodZones.paymentMethodId} = ${paymentMethods.id})`,
    })
    .from(paymentMethods)
    .leftJoin(
      paymentMethodTranslations,
      translated(paymentMethodTranslations, "paymentMethodId", paymentMethods.id, locale),
    )
    .where(eq(paymentMethods.active, true)),
);

/**
 * How many of a customer's orders used a coupon and were not cancelled (the statuses that give its
 * use back): what its per-customer limit counts, read when pricing and again inside the batch
 * that places the order (decision 0088), from the orders_coupon_customer index.
 */
export const customerCouponUses = (customerId: SQLWrapper | number, couponId: SQLWrapper | number) =>
  sql<number>`(select count(*) from ${orders} where ${qualified(orders.couponId)} = ${couponId}
    and ${qualified(orders.customerId)} = ${customerId} and ${notInArray(orders.status, [...restockingStatuses])})`;

const readCoupon = prepared((db) =>
  db
    .select({
      coupon: coupons,
      customerUses: customerCouponUses(sql.placeholder("buyerId"), qualified(coupons.id)),
    })
    .from(coupons)
    .where(eq(coupons.code, sql.placeholder("code"))),
);

/**
 * The checkout's reads, for one batch (one round trip): the buyer, the lines' products, variants
 * and options, the buyer's price lists and breaks (decision 0101), the address, delivery, payment
 * and coupon. Placing an order sends them with its own.
 */
export function checkoutReads(buyerId: number, request: CheckoutRequest, locale: Locale, today: string) {
  const productIds = JSON.stringify([...new Set(request.lines.map((line) => line.productId))]);
  const variantIds = JSON.stringify([...new Set(request.lines.flatMap((line) => line.variantId ?? []))]);
  const code = request.couponCode ? normaliseCouponCode(request.couponCode) : "";
  return [
    readBuyer({ buyerId, today: storedDay(today) }),
    readProducts(locale, { productIds }),
    readVariants({ variantIds }),
    readOptions(locale, { productIds }),
    readVariantValues(locale, { variantIds }),
    readTaxGroups(),
    readSettings(),
    readAddress(locale, { addressId: request.addressId ?? -1 }),
    readZonesVersion(),
    readZones({ known: heldVersion() }),
    readZoneCities({ known: heldVersion() }),
    readRates(),
    readPaymentMethods(locale),
    readCoupon({ code, buyerId }),
    ...buyerPriceReads(
      buyerId,
      request.lines.map((line) => line.productId),
    ),
  ] as const;
}

/** What `checkoutReads` answer, in their order. */
export type CheckoutRows = BatchAnswer<ReturnType<typeof checkoutReads>>;

/**
 * Prices a checkout for the shopper: every rule of SPEC §5 Cart and issue #10 item 5, in the order
 * a buyer would fix them (who, the lines, the coupon, the address, delivery, payment). Throws the
 * SPEC §8 error of the first rule broken; `needsOrder` also requires an address and a payment method.
 */
export async function priceCheckout(
  db: Db,
  shopper: Orderer,
  request: CheckoutRequest,
  context: PricingContext,
  options: { needsOrder: boolean },
): Promise<PricedCheckout> {
  const buyerId = buyerIdOf(shopper, request.customerId);
  const quoted = await quotedCheckout(db, buyerId, request, context.today);
  if (quoted.problem) throw quoted.problem;
  const reads = checkoutReads(buyerId, quoted.request, context.locale, context.today);
  return decideCheckout(await batch(db, reads), shopper, quoted.request, context, {
    ...options,
    quotedPrices: quoted.prices,
  });
}

/** The rules of `priceCheckout`, applied to what `checkoutReads` answered. */
export function decideCheckout(
  rows: CheckoutRows,
  shopper: Orderer,
  request: CheckoutRequest,
  context: PricingContext,
  options: { needsOrder: boolean; quotedPrices?: readonly number[] | null },
): PricedCheckout {
  const [
    customerRows,
    productRows,
    variantRows,
    optionRows,
    variantValueRows,
    taxRows,
    settingsRows,
    addressRows,
    [zonesVersion],
    zoneRows,
    zoneCityRows,
    rateRows,
    methodRows,
    couponRows,
    ...priceRows
  ] = rows;

  const customer = customerRows[0];
  // A salesperson's customer must be theirs; a stranger's id answers as if it did not exist (an
  // admin's missing customer alike)
  if (!customer) throw new AppError(shopper.kind === "customer" ? "unauthorized" : "forbidden");
  if (shopper.kind === "salesperson" && customer.salespersonId !== shopper.id) throw new AppError("forbidden");
  if (customer.emailVerifiedAt === null) throw new AppError("account_unverified");
  if (customer.approvalStatus !== "approved") throw new AppError("account_unapproved");
  if (customer.restricted) throw new AppError("account_restricted");
  const buyer: Buyer = {
    id: customer.id,
    name: `${customer.firstName} ${customer.lastName}`,
    companyName: customer.companyName,
    email: customer.email,
    phone: customer.phone,
    locale: customer.locale,
    salespersonId: shopper.kind === "salesperson" ? shopper.id : customer.salespersonId,
    paymentTermsDays: customer.paymentTermsDays,
  };
  const hasTerms = customer.paymentTermsDays !== null && customer.creditLimit !== null;

  if (request.lines.length === 0) throw new AppError("cart_empty");

  const productById = new Map(productRows.map((row) => [row.id, row]));
  const variantById = new Map(variantRows.map((row) => [row.id, row]));
  const defaultRate = taxRows.find((row) => row.isDefault)?.rate ?? 0;
  const rateByGroup = new Map(taxRows.map((row) => [row.id, row.rate]));
  const maxPerProduct = settingsRows[0]?.maxPerProduct ?? 100;
  // The ordering customer's price lists and breaks (issue #23 item 2), whoever places the order
  const prices = buyerPrices(priceRows);

  // A line's problem names the line (`lines.<index>`, workers/lib/errors.ts), so the cart marks it.
  const drafts: OrderLineDraft[] = request.lines.map((line, index) => {
    const product = productById.get(line.productId);
    const title = product?.title ?? product?.sku ?? `#${line.productId}`;
    const unavailable = () => new AppError("item_unavailable", undefined, { item: title }, `lines.${index}`);
    // SPEC §4: only published, available products are sold; a variant must be one of its product's
    if (!product || product.status !== "available" || product.availability !== "available") throw unavailable();
    const variant = line.variantId ? variantById.get(line.variantId) : undefined;
    if (line.variantId && (!variant || variant.productId !== product.id || variant.status !== "available")) {
      throw unavailable();
    }
    if (product.hasVariants !== Boolean(variant)) throw unavailable();

    const choiceIds = line.choiceIds ?? [];
    const productOptions = optionRows.filter((row) => row.productId === product.id);
    const groups = new Map<number, OptionGroupRule>();
    for (const row of productOptions) {
      const group = groups.get(row.groupId) ?? {
        id: row.groupId,
        isRequired: Boolean(row.isRequired),
        minSelections: row.minSelections,
        maxSelections: row.maxSelections,
        choiceIds: [],
      };
      if (row.choiceId !== null) (group.choiceIds as number[]).push(row.choiceId);
      groups.set(row.groupId, group);
    }
    if (!areSelectionsValid([...groups.values()], choiceIds)) {
      throw new AppError("selections_incorrect", undefined, { item: title }, `lines.${index}`);
    }
    const selections: LineSelection[] = choiceIds.map((choiceId) => {
      const row = productOptions.find((option) => option.choiceId === choiceId);
      return {
        optionGroupId: row?.groupId ?? 0,
        optionChoiceId: choiceId,
        groupName: row?.groupName ?? "",
        choiceName: row?.choiceName ?? "",
        priceDelta: row?.priceDelta ?? 0,
      };
    });
    const variantValues = variant
      ? variantValueRows
          .filter((row) => row.variantId === variant.id)
          .map(({ attribute, value }) => ({ attribute, value }))
      : [];
    // A quote's line is charged its answered unit price (decision 0104); any other, the buyer's price today
    const unitPrice =
      options.quotedPrices?.[index] ??
      resolveLinePrice(
        {
          productId: product.id,
          variantId: variant?.id ?? null,
          shelfPrice: variant ? variant.price : shelfPrice(product),
        },
        line.quantity,
        prices,
        context.today,
      );
    const selectionsPrice = selections.reduce((sum, selection) => sum + selection.priceDelta, 0);
    return {
      productId: product.id,
      variantId: variant?.id ?? null,
      choiceIds,
      title,
      sku: variant?.code ?? product.sku,
      quantity: line.quantity,
      unitPrice,
      selectionsPrice,
      selections,
      variantValues,
      lineTotal: (unitPrice + selectionsPrice) * line.quantity,
      vatRateBasisPoints:
        product.taxGroupId !== null ? (rateByGroup.get(product.taxGroupId) ?? defaultRate) : defaultRate,
      vatAmount: 0,
      stockFrom: variant ? "variant" : "product",
    };
  });

  // SPEC §5 and issue #10 item 2: the quantity rules hold for each stock-keeping unit over all its lines
  const quantities = new Map<string, { quantity: number; line: OrderLineDraft; index: number }>();
  for (const [index, line] of drafts.entries()) {
    const key = `${line.productId}:${line.variantId ?? ""}`;
    const entry = quantities.get(key);
    quantities.set(key, {
      quantity: (entry?.quantity ?? 0) + line.quantity,
      line: entry?.line ?? line,
      index: entry?.index ?? index,
    });
  }
  for (const { quantity, line, index } of quantities.values()) {
    const product = productById.get(line.productId);
    if (!product) continue;
    const stock = line.variantId ? (variantById.get(line.variantId)?.quantity ?? 0) : product.quantity;
    const problem = checkQuantity(quantity, {
      minOrderQuantity: product.minOrderQuantity,
      packSize: product.packSize,
      stock,
      maxPerProduct,
    });
    if (problem) throw new AppError(problem.code, undefined, { item: line.title, ...problem.params }, `lines.${index}`);
  }

  const goodsTotal = drafts.reduce((sum, line) => sum + line.lineTotal, 0);
  let coupon: PricedCheckout["coupon"] = null;
  let discount = 0;
  if (request.couponCode) {
    const { coupon: row, customerUses } = couponRows[0] ?? {};
    if (!row || customerUses === undefined) throw new AppError("coupon_unknown");
    if (!isCouponApplicable(row, goodsTotal, context.now)) throw new AppError("coupon_not_applicable");
    if (!hasCustomerUsesLeft(row, customerUses)) throw new AppError("coupon_customer_limit");
    coupon = { id: row.id, code: row.code };
    discount = couponDiscount(row, goodsTotal);
  }

  const addressRow = addressRows[0];
  let address: PricedCheckout["address"] = null;
  if (request.addressId != null) {
    // Another customer's address is not theirs to use: it answers as if it did not exist
    if (!addressRow || addressRow.customerId !== buyer.id) throw new AppError("not_found");
    if (isBlank(addressRow.country) || isBlank(addressRow.city) || isBlank(addressRow.address1)) {
      throw new AppError("address_incomplete");
    }
    address = {
      id: addressRow.id,
      country: addressRow.country,
      city: addressRow.city,
      address1: addressRow.address1,
      address2: addressRow.address2,
      postcode: addressRow.postcode,
      neighbourhood: addressRow.neighbourhood,
      location:
        addressRow.latitude !== null && addressRow.longitude !== null
          ? { lat: addressRow.latitude, lng: addressRow.longitude }
          : null,
    };
  } else if (options.needsOrder) {
    throw new AppError("address_incomplete");
  }

  let delivery: PricedCheckout["delivery"] = null;
  if (addressRow && address) {
    const location: LatLng | null = address.location ?? null;
    const zones = deliveryZones(zonesVersion?.version ?? "", zoneRows, zoneCityRows);
    const zone = findZone(zones, { cityId: addressRow.cityId, location });
    const rate = zone
      ? findRate(
          rateRows.filter((row) => row.zoneId === zone.id),
          goodsTotal - Math.min(discount, goodsTotal),
        )
      : null;
    if (!zone || !rate) throw new AppError("no_delivery");
    const dates = deliveryDateRange(context.now, rate);
    delivery = {
      zoneId: zone.id,
      zoneName: zone.name,
      charge: rate.charge,
      minDeliveryDays: rate.minDeliveryDays,
      maxDeliveryDays: rate.maxDeliveryDays,
      earliestDelivery: dates.earliest,
      latestDelivery: dates.latest,
    };
  }

  const totals = computeTotals(drafts, discount, delivery?.charge ?? 0);
  // Within the field rules' bounds every total is exact (decision 0074); rows written around them are not trusted
  if (!areTotalsExact(totals)) throw new AppError("order_too_large");
  const lines = drafts.map((line, i) => ({ ...line, vatAmount: totals.lines[i]?.vat ?? 0 }));

  const methods = delivery
    ? methodRows
        .map((row) => ({ ...row, zoneIds: JSON.parse(row.zoneIds) as number[] }))
        .filter((row) => isPaymentMethodAllowed(row, delivery.zoneId, totals.grandTotal) && context.canTakePayment(row))
        // On account only for a company with terms (decision 0102)
        .filter((row) => row.kind !== "on_account" || hasTerms)
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map((row): QuotePaymentMethod & { kind: PaymentKind } => ({
          id: row.id,
          kind: row.kind,
          name: row.name,
          note: row.note,
          provider: row.provider,
          minLimit: row.minLimit,
          maxLimit: row.maxLimit,
        }))
    : [];
  let paymentMethod: PricedCheckout["paymentMethod"] = null;
  if (request.paymentMethodId != null || options.needsOrder) {
    paymentMethod = methods.find((method) => method.id === request.paymentMethodId) ?? null;
    if (!paymentMethod) throw new AppError("payment_invalid");
    // The order's insert checks both again, in its own statement (place-order.ts)
    if (paymentMethod.kind === "on_account") {
      if (customer.overdue > 0) throw new AppError("on_account_overdue");
      if (customer.balance + totals.grandTotal > (customer.creditLimit ?? 0))
        throw new AppError("credit_limit_exceeded");
    }
  }

  const quote: Quote = {
    subTotal: totals.subTotal,
    selectionsTotal: totals.selectionsTotal,
    discountTotal: totals.discountTotal,
    vatTotal: totals.vatTotal,
    shippingCost: totals.shippingCost,
    grandTotal: totals.grandTotal,
    uniqueItemsCount: totals.uniqueItemsCount,
    totalItemsCount: totals.totalItemsCount,
    currency: context.currency,
    lines: lines.map(({ vatAmount: _vat, stockFrom: _from, ...line }) => line),
    vatGroups: totals.vatGroups,
    deliveryOptions: delivery ? [delivery] : [],
    paymentMethods: methods,
    couponCode: coupon?.code ?? null,
  };
  return { quote, buyer, lines, totals, address, delivery, paymentMethod, coupon };
}
