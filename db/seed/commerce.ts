// Delivery and payment set-up: shipping zones with rate bands, payment methods of every kind
// assigned to zones (SPEC §3, §9), and coupons that cover the interesting cases.
import {
  coupons,
  paymentMethodTranslations,
  paymentMethodZones,
  paymentMethods,
  shippingRates,
  shippingZones,
  zoneCities,
  type PaymentKind,
} from "../schema/index.ts";
import { regions } from "./geography.ts";
import { toMinor, toRoundAmount } from "./money.ts";
import { day, epoch, rowsFor, type SeedContext, type TableRows } from "./plan.ts";
import type { Bilingual } from "./vocabulary.ts";

// Upper ends (in riyals) of the first two rate bands; the third band is open-ended.
const bandEdges = [1000, 3000] as const;

interface PaymentDefinition {
  name: string;
  kind: PaymentKind;
  display: Bilingual;
  note: Bilingual;
  provider: string | null;
  gateway: string | null;
  minLimit: number | null;
  maxLimit: number | null;
  /** Indexes of the zones it is offered in; null means every zone. */
  zones: readonly number[] | null;
  hue: number;
}

export function buildCommerce({ profile, media }: SeedContext, cityIds: Map<string, number>): TableRows[] {
  const region = regions[profile.region];
  const lang = profile.language;
  const currency = profile.currency;
  const stamp = { createdAt: epoch - 200 * day, updatedAt: epoch - 200 * day };

  const zoneRows: (typeof shippingZones.$inferInsert)[] = [];
  const rateRows: (typeof shippingRates.$inferInsert)[] = [];
  const zoneCityRows: (typeof zoneCities.$inferInsert)[] = [];
  const namedCities = new Set(region.zones.flatMap((zone) => zone.cities));
  // Every seeded zone is a list of cities, whether or not the profile lets admins draw: the seeded
  // addresses carry no map point, so a drawn zone would leave its city's buyers with no delivery.
  region.zones.forEach((zone, z) => {
    const id = z + 1;
    zoneRows.push({
      id,
      name: zone.name[lang],
      imageId: media.image(
        "zones",
        {
          width: 400,
          height: 240,
          hue: 170 + z * 30,
          pattern: "dots",
          shapes: [{ kind: "hexagon", x: 0.83, y: 0.5, size: 0.3, hue: 170 + z * 30 }],
        },
        zone.name[lang],
      ),
      definitionMethod: "general",
      ...stamp,
    });
    // SPEC §5: each band's min is above the previous band's max
    const edges = bandEdges.map((edge) => toRoundAmount(edge, currency));
    zone.charges.forEach((charge, band) => {
      const min = band === 0 ? 0 : (edges[band - 1] ?? 0);
      const max = band < edges.length ? (edges[band] ?? 0) - 1 : null;
      rateRows.push({
        id: rateRows.length + 1,
        zoneId: id,
        minOrderAmount: min,
        maxOrderAmount: max,
        charge: toMinor(charge, currency),
        minDeliveryDays: zone.days[0],
        maxDeliveryDays: zone.days[1] + band,
      });
    });
    if (cityIds.size === 0) return;
    const included = "rest" in zone && zone.rest ? [] : zone.cities;
    const excluded = "rest" in zone && zone.rest ? [...namedCities] : [];
    for (const code of included) zoneCityRows.push({ zoneId: id, cityId: cityIds.get(code) ?? 0, rule: "include" });
    for (const code of excluded) zoneCityRows.push({ zoneId: id, cityId: cityIds.get(code) ?? 0, rule: "exclude" });
  });

  const isBritish = profile.region === "GB";
  const definitions: PaymentDefinition[] = [
    {
      name: "cash_on_delivery",
      kind: "cash",
      display: { en: "Cash on delivery", ar: "الدفع عند الاستلام" },
      note: { en: "Pay the driver in cash when the order arrives.", ar: "ادفع نقداً لمندوب التوصيل عند استلام الطلب." },
      provider: null,
      gateway: null,
      minLimit: null,
      maxLimit: toRoundAmount(5000, currency),
      zones: region.zones.slice(0, -1).map((_, z) => z),
      hue: 120,
    },
    {
      name: "bank_transfer",
      kind: "bank_transfer",
      display: { en: "Bank transfer", ar: "تحويل بنكي" },
      note: {
        en: "Transfer to the account on your invoice; the order ships once the payment clears.",
        ar: "حوّل المبلغ إلى الحساب المذكور في الفاتورة، ويُشحن الطلب فور تأكيد التحويل.",
      },
      provider: null,
      gateway: null,
      minLimit: null,
      maxLimit: null,
      zones: null,
      hue: 210,
    },
    {
      name: "company_cheque",
      kind: "check",
      display: { en: "Company cheque", ar: "شيك شركة" },
      note: {
        en: "For approved credit accounts; cheques dated within 30 days of the invoice.",
        ar: "لحسابات الائتمان المعتمدة، على أن يكون تاريخ الشيك خلال 30 يوماً من تاريخ الفاتورة.",
      },
      provider: null,
      gateway: null,
      minLimit: toRoundAmount(2000, currency),
      maxLimit: null,
      zones: [0, 1, 2],
      hue: 40,
    },
    {
      name: "card",
      kind: "online",
      display: isBritish
        ? { en: "Card payment (Visa, Mastercard, Amex)", ar: "الدفع بالبطاقة (فيزا، ماستركارد، أمريكان إكسبريس)" }
        : { en: "Card payment (mada, Visa, Mastercard)", ar: "الدفع بالبطاقة (مدى، فيزا، ماستركارد)" },
      note: {
        en: "Paid securely online; 3-D Secure may ask you to confirm.",
        ar: "دفع آمن عبر الإنترنت، وقد يُطلب منك التأكيد عبر خدمة 3-D Secure.",
      },
      provider: isBritish ? "Stripe" : "Moyasar",
      gateway: isBritish ? "stripe" : "moyasar",
      minLimit: null,
      maxLimit: null,
      zones: null,
      hue: 260,
    },
    {
      name: isBritish ? "klarna" : "tabby",
      kind: "installments",
      display: isBritish
        ? { en: "Pay in 3 with Klarna", ar: "ادفع على 3 دفعات مع كلارنا" }
        : { en: "Pay in 4 with Tabby", ar: "قسّمها على 4 دفعات مع تابي" },
      note: { en: "Interest-free instalments, subject to approval.", ar: "أقساط بلا فوائد، وتخضع للموافقة." },
      // The gateway is the adapter that takes it (decision 0049): Stripe Checkout offers Klarna;
      // Tabby has no adapter, so the Saudi instalments method is not offered at checkout.
      provider: isBritish ? "Klarna" : "Tabby",
      gateway: isBritish ? "stripe" : "tabby",
      minLimit: toRoundAmount(100, currency),
      maxLimit: toRoundAmount(5000, currency),
      zones: null,
      hue: 300,
    },
    {
      // Decision 0102: offered only to companies with payment terms, within their credit limit
      name: "on_account",
      kind: "on_account",
      display: { en: "Pay on account", ar: "الدفع على الحساب" },
      note: {
        en: "Added to your account; pay by the due date your terms give.",
        ar: "يُضاف إلى حسابك، وتسدّده حتى تاريخ الاستحقاق حسب شروط السداد.",
      },
      provider: null,
      gateway: null,
      minLimit: null,
      maxLimit: null,
      zones: null,
      hue: 160,
    },
  ];
  const methodRows: (typeof paymentMethods.$inferInsert)[] = [];
  const methodTranslationRows: (typeof paymentMethodTranslations.$inferInsert)[] = [];
  const methodZoneRows: (typeof paymentMethodZones.$inferInsert)[] = [];
  definitions.forEach((method, position) => {
    const id = position + 1;
    const isOnline = method.kind === "online" || method.kind === "installments";
    methodRows.push({
      id,
      name: method.name,
      kind: method.kind,
      provider: method.provider,
      gateway: method.gateway,
      logoImageId: media.image(
        "payments",
        {
          width: 200,
          height: 120,
          hue: method.hue,
          pattern: "plain",
          shapes: [{ kind: "square", x: 0.85, y: 0.5, size: 0.3, hue: method.hue }],
        },
        method.display[lang],
      ),
      isOnline,
      hasInstallments: method.kind === "installments",
      minLimit: method.minLimit,
      maxLimit: method.maxLimit,
      // Online methods need the profile's card provider key (SPEC §1); without it they stay off.
      active: isOnline ? profile.usesCardPayments : true,
      position,
      ...stamp,
    });
    methodTranslationRows.push(
      { paymentMethodId: id, locale: "ar", displayName: method.display.ar, note: method.note.ar },
      { paymentMethodId: id, locale: "en", displayName: method.display.en, note: method.note.en },
    );
    const zones = method.zones ?? zoneRows.map((_, z) => z);
    for (const z of zones) methodZoneRows.push({ paymentMethodId: id, zoneId: z + 1 });
  });

  const year = 365 * day;
  const couponRows: (typeof coupons.$inferInsert)[] = [
    {
      id: 1,
      code: "WELCOME10",
      type: "percent",
      value: 1000,
      minCartAmount: toRoundAmount(500, currency),
      startsAt: epoch - 30 * day,
      endsAt: epoch + 5 * year,
      ...stamp,
    },
    {
      id: 2,
      code: "BULKSAVE",
      type: "fixed",
      value: toRoundAmount(250, currency),
      minCartAmount: toRoundAmount(5000, currency),
      startsAt: epoch,
      endsAt: epoch + 5 * year,
      usageLimit: 500,
      ...stamp,
    },
    { id: 3, code: "LOYAL5", type: "percent", value: 500, minCartAmount: 0, startsAt: null, endsAt: null, ...stamp },
    // Expired: ended before the demo's epoch
    {
      id: 4,
      code: "SUMMER2025",
      type: "percent",
      value: 2000,
      minCartAmount: toRoundAmount(1000, currency),
      startsAt: Date.UTC(2025, 5, 1),
      endsAt: Date.UTC(2025, 8, 1),
      ...stamp,
    },
    // Not yet started
    {
      id: 5,
      code: "LAUNCH2030",
      type: "fixed",
      value: toRoundAmount(100, currency),
      minCartAmount: toRoundAmount(1500, currency),
      startsAt: Date.UTC(2030, 0, 1),
      endsAt: Date.UTC(2030, 1, 1),
      ...stamp,
    },
    // Limited: three orders may use it (issue #10)
    {
      id: 6,
      code: "FIRST3",
      type: "fixed",
      value: toRoundAmount(50, currency),
      minCartAmount: 0,
      startsAt: null,
      endsAt: null,
      usageLimit: 3,
      ...stamp,
    },
  ];

  return [
    rowsFor(shippingZones, zoneRows),
    rowsFor(zoneCities, zoneCityRows),
    rowsFor(shippingRates, rateRows),
    rowsFor(paymentMethods, methodRows),
    rowsFor(paymentMethodTranslations, methodTranslationRows),
    rowsFor(paymentMethodZones, methodZoneRows),
    rowsFor(coupons, couponRows),
  ];
}
