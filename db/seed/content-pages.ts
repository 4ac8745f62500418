// Texts of the demo content pages (SPEC §2 content routes, §3 Page): the fixed pages, the extra
// pages listed in additional_front_routes, and blog posts. Bodies are a small HTML subset
// (h2, p, ul, li, strong, a, pre, code) for the CMS page renderer.
import type { PageLayout, PagePriority } from "../schema/index.ts";
import type { Bilingual } from "./vocabulary.ts";

export interface PageText {
  title: string;
  metaTitle: string;
  keywords: string;
  description: string;
  body: string;
}

export interface PageDefinition {
  url: string;
  layout: PageLayout;
  priority: PagePriority;
  /** Blog posts only: days before the epoch it was published. */
  publishedDaysAgo?: number;
  hue: number;
  text: (facts: SiteFacts) => Record<"ar" | "en", PageText>;
}

/** Facts the pages quote, so they agree with the seeded settings and company profile. */
export interface SiteFacts {
  shopName: Bilingual;
  country: Bilingual;
  email: string;
  phone: string;
  address: Bilingual;
  productCount: number;
  brandCount: number;
  refundDays: number;
}

const page = (
  title: string,
  metaTitle: string,
  keywords: string,
  description: string,
  body: readonly string[],
): PageText => ({
  title,
  metaTitle,
  keywords,
  description,
  body: body.join("\n"),
});

const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;

export const pages: readonly PageDefinition[] = [
  {
    url: "about-us",
    layout: "about",
    priority: "high",
    hue: 174,
    text: (f) => ({
      en: page(
        `About ${f.shopName.en}`,
        `About us | ${f.shopName.en}`,
        "about, wholesale, clothing, home goods, trade supplier",
        `${f.shopName.en} supplies clothing and home goods to retailers, boutiques, hotels and caterers across ${f.country.en}.`,
        [
          "<h2>Wholesale made simple</h2>",
          `<p>${f.shopName.en} supplies clothing and home goods to retailers, boutiques, hotels and caterers across ${f.country.en}. We buy directly from factories and brand owners, so our customers pay trade prices without an importer's minimums.</p>`,
          "<h2>What we stand for</h2>",
          list([
            "Honest trade prices, shown to approved business accounts",
            "The same quality from the first carton to the hundredth",
            "Fast, tracked delivery and a named salesperson for every account",
          ]),
          `<p>Today we list ${f.productCount.toLocaleString("en")} products from ${f.brandCount} brands, and we add new lines every week.</p>`,
        ],
      ),
      ar: page(
        `من نحن`,
        `من نحن | ${f.shopName.ar}`,
        "من نحن، جملة، ملابس، أدوات منزلية، مورد تجاري",
        `تورّد ${f.shopName.ar} الملابس والأدوات المنزلية لمتاجر التجزئة والبوتيكات والفنادق وشركات الإعاشة في ${f.country.ar}.`,
        [
          "<h2>تجارة الجملة بكل سهولة</h2>",
          `<p>تورّد ${f.shopName.ar} الملابس والأدوات المنزلية لمتاجر التجزئة والبوتيكات والفنادق وشركات الإعاشة في ${f.country.ar}. نشتري مباشرة من المصانع وأصحاب العلامات التجارية، ليحصل عملاؤنا على أسعار الجملة دون اشتراطات المستوردين.</p>`,
          "<h2>ما نلتزم به</h2>",
          list([
            "أسعار جملة واضحة تظهر للحسابات التجارية المعتمدة",
            "جودة ثابتة من أول كرتون إلى آخره",
            "توصيل سريع مع التتبع ومندوب مبيعات مخصص لكل حساب",
          ]),
          `<p>نعرض اليوم ${f.productCount.toLocaleString("en")} منتجاً من ${f.brandCount} علامة تجارية، ونضيف تشكيلات جديدة كل أسبوع.</p>`,
        ],
      ),
    }),
  },
  {
    url: "services",
    layout: "services",
    priority: "normal",
    hue: 200,
    text: (f) => ({
      en: page(
        "Our services",
        `Services | ${f.shopName.en}`,
        "bulk orders, embroidery, private label, credit account, delivery",
        "Bulk ordering, embroidery and logo printing, credit accounts and scheduled delivery for trade customers.",
        [
          "<h2>Bulk ordering</h2><p>Order by the piece, dozen or carton and mix sizes and colours in one order.</p>",
          "<h2>Embroidery and logo printing</h2><p>Add your company logo to uniforms, towels and mugs; we confirm a proof before production.</p>",
          "<h2>Credit accounts</h2><p>Established businesses can apply for 30-day terms with the credit application form.</p>",
          "<h2>Scheduled delivery</h2><p>Book recurring deliveries for hotels, restaurants and chains.</p>",
        ],
      ),
      ar: page(
        "خدماتنا",
        `خدماتنا | ${f.shopName.ar}`,
        "طلبات الجملة، تطريز، علامة خاصة، حساب ائتماني، توصيل",
        "طلبات بالجملة، وتطريز وطباعة الشعارات، وحسابات ائتمانية، وتوصيل مجدول لعملاء الجملة.",
        [
          "<h2>الطلب بالجملة</h2><p>اطلب بالقطعة أو بالدزينة أو بالكرتون، واجمع بين المقاسات والألوان في طلب واحد.</p>",
          "<h2>التطريز وطباعة الشعارات</h2><p>أضف شعار شركتك إلى الزي الموحد والمناشف والأكواب، ونرسل لك نموذجاً للاعتماد قبل الإنتاج.</p>",
          "<h2>الحسابات الائتمانية</h2><p>يمكن للمنشآت القائمة التقديم على مهلة سداد 30 يوماً عبر نموذج طلب الحساب الائتماني.</p>",
          "<h2>التوصيل المجدول</h2><p>احجز مواعيد توصيل دورية للفنادق والمطاعم وسلاسل المتاجر.</p>",
        ],
      ),
    }),
  },
  {
    url: "contact",
    layout: "contact",
    priority: "high",
    hue: 150,
    text: (f) => ({
      en: page(
        "Contact us",
        `Contact | ${f.shopName.en}`,
        "contact, phone, email, address, opening hours",
        `Call ${f.phone} or email ${f.email}; our trade desk answers within one working day.`,
        [
          "<h2>Trade desk</h2>",
          list([
            `Phone: ${f.phone}`,
            `Email: <a href="mailto:${f.email}">${f.email}</a>`,
            `Warehouse: ${f.address.en}`,
          ]),
          "<p>Sunday to Thursday, 8:00–17:00. Messages sent through the form below are answered within one working day.</p>",
        ],
      ),
      ar: page(
        "اتصل بنا",
        `اتصل بنا | ${f.shopName.ar}`,
        "تواصل، هاتف، بريد إلكتروني، عنوان، ساعات العمل",
        `اتصل على ${f.phone} أو راسلنا على ${f.email}، ويرد فريق المبيعات خلال يوم عمل واحد.`,
        [
          "<h2>فريق مبيعات الجملة</h2>",
          list([
            `الهاتف: ${f.phone}`,
            `البريد الإلكتروني: <a href="mailto:${f.email}">${f.email}</a>`,
            `المستودع: ${f.address.ar}`,
          ]),
          "<p>من الأحد إلى الخميس، من 8:00 صباحاً حتى 5:00 مساءً. نرد على الرسائل المرسلة عبر النموذج أدناه خلال يوم عمل واحد.</p>",
        ],
      ),
    }),
  },
  {
    url: "form-1",
    layout: "form",
    priority: "normal",
    hue: 30,
    text: (f) => ({
      en: page(
        "Request a quotation",
        `Request a quotation | ${f.shopName.en}`,
        "quotation, bulk price, tender, hotel supply",
        "Tell us what you need and in what quantity; we reply with a written quotation within two working days.",
        [
          "<p>Planning a large order, a hotel opening or a tender? List the products, quantities and delivery city, and a salesperson will send a written quotation within two working days.</p>",
        ],
      ),
      ar: page(
        "طلب عرض سعر",
        `طلب عرض سعر | ${f.shopName.ar}`,
        "عرض سعر، سعر الجملة، مناقصة، تجهيز فنادق",
        "أخبرنا بما تحتاجه وبأي كمية، وسنرسل لك عرض سعر مكتوباً خلال يومي عمل.",
        [
          "<p>هل تخطط لطلب كبير أو افتتاح فندق أو مناقصة؟ اذكر المنتجات والكميات ومدينة التوصيل، وسيرسل لك مندوب المبيعات عرض سعر مكتوباً خلال يومي عمل.</p>",
        ],
      ),
    }),
  },
  {
    url: "landing-page-1",
    layout: "landing",
    priority: "highest",
    hue: 330,
    text: (f) => ({
      en: page(
        "Open a trade account",
        `Open a trade account | ${f.shopName.en}`,
        "trade account, register business, wholesale prices",
        "Register your business, upload the approval form and see trade prices within one working day.",
        [
          "<h2>Trade prices in three steps</h2>",
          list([
            "Register with your company details",
            "Verify your email and upload the signed approval form",
            "Once approved, see prices and order online",
          ]),
          '<p><a href="/register">Register your business</a></p>',
        ],
      ),
      ar: page(
        "افتح حساب تاجر",
        `افتح حساب تاجر | ${f.shopName.ar}`,
        "حساب تاجر، تسجيل منشأة، أسعار الجملة",
        "سجّل منشأتك وارفع نموذج الاعتماد لتظهر لك أسعار الجملة خلال يوم عمل واحد.",
        [
          "<h2>أسعار الجملة في ثلاث خطوات</h2>",
          list([
            "سجّل ببيانات منشأتك",
            "أكّد بريدك الإلكتروني وارفع نموذج الاعتماد الموقّع",
            "بعد الاعتماد تظهر لك الأسعار ويمكنك الطلب مباشرة",
          ]),
          '<p><a href="/register">سجّل منشأتك الآن</a></p>',
        ],
      ),
    }),
  },
  {
    url: "code-sandbox",
    layout: "page",
    priority: "lowest",
    hue: 260,
    text: (f) => ({
      en: page(
        "Code sandbox",
        `Code sandbox | ${f.shopName.en}`,
        "embed, widget, developers",
        "A page for trying embed snippets before they go on a live page.",
        [
          "<p>Paste an embed snippet here to preview it before adding it to a live page. Scripts are not run.</p>",
          '<pre><code>&lt;div class="price-badge"&gt;Trade price&lt;/div&gt;</code></pre>',
        ],
      ),
      ar: page(
        "بيئة تجربة الأكواد",
        `بيئة تجربة الأكواد | ${f.shopName.ar}`,
        "تضمين، أداة، مطورون",
        "صفحة لتجربة أكواد التضمين قبل إضافتها إلى صفحة منشورة.",
        [
          "<p>الصق كود التضمين هنا لمعاينته قبل إضافته إلى صفحة منشورة. لا تُنفَّذ السكربتات.</p>",
          '<pre><code>&lt;div class="price-badge"&gt;سعر الجملة&lt;/div&gt;</code></pre>',
        ],
      ),
    }),
  },
  {
    url: "redirect",
    layout: "page",
    priority: "lowest",
    hue: 90,
    text: (f) => ({
      en: page(
        "Taking you to the catalogue",
        `Redirecting | ${f.shopName.en}`,
        "redirect",
        "This page forwards visitors to the catalogue.",
        ['<p>Taking you to the catalogue. If nothing happens, <a href="/products">open the catalogue</a>.</p>'],
      ),
      ar: page(
        "جارٍ نقلك إلى الكتالوج",
        `تحويل | ${f.shopName.ar}`,
        "تحويل",
        "تنقل هذه الصفحة الزوار إلى كتالوج المنتجات.",
        ['<p>جارٍ نقلك إلى الكتالوج. إذا لم يحدث ذلك، <a href="/products">افتح الكتالوج</a>.</p>'],
      ),
    }),
  },
  {
    url: "shipping-policy",
    layout: "page",
    priority: "normal",
    hue: 190,
    text: (f) => ({
      en: page(
        "Shipping policy",
        `Shipping policy | ${f.shopName.en}`,
        "shipping, delivery, zones, charges",
        `Delivery zones, charges and times across ${f.country.en}.`,
        [
          "<h2>Where we deliver</h2>",
          `<p>We deliver across ${f.country.en}. Charges depend on your delivery zone and order value, and larger orders ship free within the main zones.</p>`,
          "<h2>Delivery times</h2>",
          "<p>Orders confirmed before 13:00 leave the warehouse the same working day. Delivery takes one to seven working days depending on the zone.</p>",
        ],
      ),
      ar: page(
        "سياسة الشحن",
        `سياسة الشحن | ${f.shopName.ar}`,
        "شحن، توصيل، مناطق، رسوم",
        `مناطق التوصيل ورسومها ومددها في ${f.country.ar}.`,
        [
          "<h2>مناطق التوصيل</h2>",
          `<p>نوصل طلباتكم إلى جميع أنحاء ${f.country.ar}. تعتمد الرسوم على منطقة التوصيل وقيمة الطلب، ويكون الشحن مجانياً للطلبات الكبيرة داخل المناطق الرئيسية.</p>`,
          "<h2>مدة التوصيل</h2>",
          "<p>تخرج الطلبات المؤكدة قبل الساعة 1:00 ظهراً من المستودع في يوم العمل نفسه، ويستغرق التوصيل من يوم إلى سبعة أيام عمل حسب المنطقة.</p>",
        ],
      ),
    }),
  },
  {
    url: "return-policy",
    layout: "page",
    priority: "normal",
    hue: 0,
    text: (f) => ({
      en: page(
        "Returns and refunds",
        `Returns and refunds | ${f.shopName.en}`,
        "returns, refunds, exchange",
        `Unused goods can be returned within ${f.refundDays} days of delivery.`,
        [
          `<p>Unused goods in their original packaging can be returned within ${f.refundDays} days of delivery. Request a return from your orders page; embroidered or printed items cannot be returned unless faulty.</p>`,
        ],
      ),
      ar: page(
        "الاسترجاع والاسترداد",
        `الاسترجاع والاسترداد | ${f.shopName.ar}`,
        "استرجاع، استرداد، استبدال",
        `يمكن إرجاع البضائع غير المستخدمة خلال ${f.refundDays} يوماً من التسليم.`,
        [
          `<p>يمكن إرجاع البضائع غير المستخدمة في تغليفها الأصلي خلال ${f.refundDays} يوماً من التسليم. اطلب الإرجاع من صفحة طلباتك، ولا تُسترجع المنتجات المطرزة أو المطبوعة إلا إذا كان بها عيب.</p>`,
        ],
      ),
    }),
  },
  {
    url: "blogs/ramadan-stock-planning",
    layout: "blog",
    priority: "high",
    publishedDaysAgo: 12,
    hue: 40,
    text: (f) => ({
      en: page(
        "How to plan your Ramadan stock",
        `Ramadan stock planning | ${f.shopName.en}`,
        "Ramadan, Eid, stock planning, abayas, serveware",
        "Order dates, best-selling lines and how much to buy for Ramadan and Eid.",
        [
          "<p>Ramadan and Eid are the busiest weeks of the year for clothing and serveware. Shops that order six to eight weeks ahead get full size runs and avoid last-minute freight.</p>",
          "<h2>What sells</h2>",
          list([
            "Abayas, jalabiyas and children's occasion wear",
            "Coffee cup sets, dallahs and serving trays",
            "Incense burners, lanterns and table décor",
          ]),
          "<h2>How much to buy</h2><p>Start from last year's sales and add 20 % for best sellers; keep one re-order open for the last ten days.</p>",
        ],
      ),
      ar: page(
        "كيف تخطط لمخزون رمضان",
        `التخطيط لمخزون رمضان | ${f.shopName.ar}`,
        "رمضان، العيد، تخطيط المخزون، عبايات، أدوات تقديم",
        "مواعيد الطلب والمنتجات الأكثر مبيعاً والكميات المناسبة لرمضان والعيد.",
        [
          "<p>رمضان والعيد أكثر أسابيع السنة ازدحاماً في مبيعات الملابس وأدوات التقديم. المتاجر التي تطلب قبل ستة إلى ثمانية أسابيع تحصل على المقاسات كاملة وتتجنب الشحن المستعجل.</p>",
          "<h2>ما الذي يُباع أكثر؟</h2>",
          list([
            "العبايات والجلابيات وملابس الأطفال للمناسبات",
            "أطقم الفناجين والدلال وصواني التقديم",
            "المباخر والفوانيس وديكورات السفرة",
          ]),
          "<h2>كم تشتري؟</h2><p>ابدأ من مبيعات العام الماضي وأضف 20٪ للمنتجات الأكثر مبيعاً، واترك طلباً إضافياً مفتوحاً للعشر الأواخر.</p>",
        ],
      ),
    }),
  },
  {
    url: "blogs/hotel-towels-gsm",
    layout: "blog",
    priority: "normal",
    publishedDaysAgo: 34,
    hue: 190,
    text: (f) => ({
      en: page(
        "Choosing towels for hotels: GSM explained",
        `Hotel towels and GSM | ${f.shopName.en}`,
        "towels, GSM, hotel linen, Egyptian cotton",
        "What towel weight (GSM) means and which weight suits rooms, spas and pools.",
        [
          "<p>GSM is the weight of a towel in grams per square metre. Heavier towels feel plusher but take longer to dry and cost more to launder.</p>",
          list([
            "400–500 GSM: pool and gym towels that dry quickly",
            "500–600 GSM: the standard for hotel rooms",
            "600–700 GSM: suites and spas",
          ]),
          "<p>Egyptian and Turkish cotton keep their softness after hundreds of industrial washes.</p>",
        ],
      ),
      ar: page(
        "اختيار المناشف للفنادق: ما معنى الكثافة GSM؟",
        `مناشف الفنادق وكثافة GSM | ${f.shopName.ar}`,
        "مناشف، كثافة GSM، مفروشات فندقية، قطن مصري",
        "ماذا تعني كثافة المنشفة (GSM) وأي كثافة تناسب الغرف والمنتجعات والمسابح.",
        [
          "<p>الكثافة GSM هي وزن المنشفة بالغرام لكل متر مربع. المناشف الأثقل أكثر فخامة، لكنها تحتاج وقتاً أطول لتجف وتكلفة غسيل أعلى.</p>",
          list([
            "400–500 غرام: مناشف المسابح والنوادي الرياضية سريعة الجفاف",
            "500–600 غرام: المعيار المعتاد لغرف الفنادق",
            "600–700 غرام: للأجنحة والمنتجعات الصحية",
          ]),
          "<p>يحافظ القطن المصري والتركي على نعومته بعد مئات الغسلات في المغاسل التجارية.</p>",
        ],
      ),
    }),
  },
  {
    url: "blogs/thobe-fabrics-compared",
    layout: "blog",
    priority: "normal",
    publishedDaysAgo: 58,
    hue: 212,
    text: (f) => ({
      en: page(
        "Thobe fabrics compared",
        `Thobe fabrics compared | ${f.shopName.en}`,
        "thobe, Japanese fabric, cotton, winter thobe",
        "Japanese fabric, cotton and wool blends: which thobe fabric to stock for each season.",
        [
          "<p>Japanese polyester blends hold a crisp line and resist creasing, which makes them the year-round best seller. Pure cotton breathes best in summer heat, while wool blends carry the winter range.</p>",
          list([
            "Summer: cotton and light Japanese fabric in white and cream",
            "Winter: wool blends in grey, brown and navy",
            "Occasions: premium Japanese fabric with hidden buttons",
          ]),
        ],
      ),
      ar: page(
        "مقارنة بين أقمشة الثياب",
        `مقارنة أقمشة الثياب | ${f.shopName.ar}`,
        "ثوب، قماش ياباني، قطن، ثوب شتوي",
        "القماش الياباني والقطن ومزيج الصوف: أي قماش للثياب يناسب كل موسم.",
        [
          "<p>يحافظ مزيج البوليستر الياباني على استقامة الثوب ويقاوم التجعد، ولذلك يتصدر المبيعات طوال العام. أما القطن الخالص فهو الأفضل تهوية في حر الصيف، بينما يغطي مزيج الصوف تشكيلة الشتاء.</p>",
          list([
            "الصيف: القطن والقماش الياباني الخفيف باللونين الأبيض والكريمي",
            "الشتاء: مزيج الصوف بالألوان الرمادي والبني والكحلي",
            "المناسبات: القماش الياباني الفاخر بأزرار مخفية",
          ]),
        ],
      ),
    }),
  },
  {
    url: "blogs/selling-home-decor",
    layout: "blog",
    priority: "low",
    publishedDaysAgo: 81,
    hue: 142,
    text: (f) => ({
      en: page(
        "Five ways to sell more home décor",
        `Selling more home décor | ${f.shopName.en}`,
        "home décor, merchandising, cushions, lighting",
        "Simple merchandising ideas that lift décor sales in clothing and gift shops.",
        [
          list([
            "Build a room corner: a rug, two cushions and a lamp sell each other",
            "Group by colour story rather than by product type",
            "Keep a gift table near the till for vases and incense burners",
            "Change the display every season",
            "Offer gift wrapping on décor at the counter",
          ]),
        ],
      ),
      ar: page(
        "خمس طرق لزيادة مبيعات الديكور المنزلي",
        `زيادة مبيعات الديكور | ${f.shopName.ar}`,
        "ديكور منزلي، عرض المنتجات، خداديات، إضاءة",
        "أفكار بسيطة لعرض المنتجات ترفع مبيعات الديكور في متاجر الملابس والهدايا.",
        [
          list([
            "جهّز ركناً يشبه الغرفة: سجادة وخداديتان وأباجورة تروّج كل منها للأخرى",
            "رتّب المنتجات حسب تناسق الألوان لا حسب نوع المنتج",
            "خصص طاولة هدايا قرب الصندوق للمزهريات والمباخر",
            "غيّر طريقة العرض مع كل موسم",
            "اعرض خدمة تغليف الهدايا على قطع الديكور عند الدفع",
          ]),
        ],
      ),
    }),
  },
  {
    url: "blogs/back-to-school-uniforms",
    layout: "blog",
    priority: "normal",
    publishedDaysAgo: 120,
    hue: 44,
    text: (f) => ({
      en: page(
        "Back-to-school checklist for uniform retailers",
        `Back-to-school checklist | ${f.shopName.en}`,
        "school uniforms, back to school, kids' shoes",
        "Sizes, quantities and dates for a smooth back-to-school season.",
        [
          "<p>Uniform sales arrive in a three-week rush. Confirm school colour lists early, stock the middle ages deepest and keep school shoes beside the uniforms.</p>",
          list([
            "Confirm colours with schools by early summer",
            "Stock ages 7–10 at twice the depth of other ages",
            "Bundle shirts in packs of three",
          ]),
        ],
      ),
      ar: page(
        "قائمة العودة إلى المدارس لمتاجر الزي المدرسي",
        `قائمة العودة إلى المدارس | ${f.shopName.ar}`,
        "زي مدرسي، العودة إلى المدارس، أحذية أطفال",
        "المقاسات والكميات والمواعيد لموسم عودة إلى المدارس بلا مفاجآت.",
        [
          "<p>تتركز مبيعات الزي المدرسي في ثلاثة أسابيع فقط. أكّد ألوان المدارس مبكراً، وضاعف مخزون الأعمار المتوسطة، واعرض الأحذية المدرسية بجانب الزي.</p>",
          list([
            "أكّد الألوان مع المدارس في بداية الصيف",
            "ضاعف مخزون أعمار 7–10 سنوات مقارنة ببقية الأعمار",
            "اجمع القمصان في عبوات من ثلاث قطع",
          ]),
        ],
      ),
    }),
  },
];
