// The validation vocabulary (issue #9 item 1): every message a field rule or an input contract may
// report, as message-catalogue keys. core/ cannot read the catalogues (layers, decision 0021), so
// it names the keys here and i18n/index.ts proves at type level that both catalogues hold them.

/** Every catalogue key validation may produce, generic rules first, then contract-specific texts. */
export const validationMessages = [
  // Generic field rules (core/validation/rules.ts); SPEC §5 input type checks, §9 limits.
  "errors.invalidInput",
  "validation.required",
  "validation.tooLong",
  "validation.tooShort",
  "validation.email",
  "validation.url",
  "validation.phone",
  "validation.password.short",
  "validation.password.long",
  "validation.password.common",
  "validation.password.mismatch",
  "validation.money",
  // A company's terms (decision 0102).
  "admin.customers.terms.days",
  "admin.customers.terms.daysRequired",
  "admin.customers.terms.limitRequired",
  "validation.amount.positive",
  "validation.amount.tooLarge",
  "validation.quantity",
  // The bounds that keep every total exact (core/checkout/money-bounds.ts, decision 0074).
  "validation.money.tooLarge",
  "validation.priceDelta.tooLarge",
  "validation.quantity.tooLarge",
  "validation.stock.tooLarge",
  "validation.sku",
  "validation.date",
  "validation.image",
  "validation.pdf",
  "validation.file.required",
  "validation.code",
  // The catalogue's admin resources (decision 0056): slugs, status, list places, references.
  "validation.slug",
  "validation.status",
  "validation.image.required",
  "validation.reference",
  "validation.weight",
  "validation.choice",
  "validation.duplicate",
  // Sign-in (SPEC §5 Login).
  "auth.login.loginRequired",
  "auth.login.passwordRequired",
  "auth.admin.emailRequired",
  // Registration and profile (SPEC §5 Registration, Profile).
  "register.firstName.required",
  "register.lastName.required",
  "register.companyName.required",
  "admin.person.firstName.required",
  "admin.person.lastName.required",
  "admin.person.companyName.required",
  "register.companyNumber.invalid",
  "register.mobile.invalid",
  "register.landLine.invalid",
  "profile.oldPassword.required",
  // Verification, reset (SPEC §8 reset texts), approval form.
  "verify.code.invalid",
  "reset.emailInvalid",
  "reset.tooShort",
  "approval.companyNumber.invalid",
  "approval.file.tooLarge",
  "approval.decision.invalid",
  // Addresses (SPEC §5 Address).
  "address.country.required",
  "address.city.required",
  "address.address1.required",
  "address.neighbourhood.invalid",
  // Contact and reviews (SPEC §5 Contact, Review; decision 0014).
  "contact.message.links",
  "contact.message.personalInfo",
  "review.rating.invalid",
  // Admin products (decision 0057).
  "admin.products.discountAbovePrice",
  "admin.products.minOrderWholePacks",
  // Return requests (decision 0053).
  "returns.reason.required",
  "returns.quantity.invalid",
  // Gallery, menus and slides in the back office (decision 0059).
  "admin.gallery.file.tooLarge",
  "admin.gallery.files.count",
  "admin.menus.type.invalid",
  "admin.menus.deviceType.invalid",
  "admin.menus.placement.invalid",
  "admin.menus.itemType.invalid",
  "admin.menus.menuType.unavailable",
  "admin.menus.menuType.required",
  "admin.menus.device.unavailable",
  "admin.menus.items.unavailable",
  "admin.menus.items.notCombinable",
  "admin.menus.items.duplicate",
  "admin.menus.items.single",
  "admin.menus.media.unused",
  // Variant attributes, option groups and a product's variants in the back office (decision 0058).
  "validation.count",
  "validation.taken",
  "validation.variantCode",
  "admin.variants.duplicate",
  "admin.options.maxBelowMin",
  "admin.options.requiredMin",
  "admin.options.minAboveChoices",
  // A product's specification table (decision 0071).
  "admin.productAttributes.tooMany",
  // Site settings in the back office (decision 0068).
  "admin.settings.frontRoute.invalid",
  // Customers and salespeople in the back office (decision 0067).
  "admin.customers.salesperson.unavailable",
  // The site theme (SPEC §3, §9; decision 0069).
  "validation.colour",
  "validation.theme.columns",
  "validation.theme.pageSize",
  "validation.theme.unknownKey",
  // CMS pages in the back office (decision 0070).
  "admin.cmsPages.url.invalid",
  // Invoices in the back office (SPEC §5 Invoice, decision 0082).
  "admin.invoices.order.required",
  // Tax groups in the back office (decision 0087).
  "validation.taxRate",
  // Saved order lists (decision 0099).
  "orderLists.name.required",
  "orderLists.sku.required",
  "orderLists.lines.tooMany",
  "quotes.note.required",
  "quotes.lines.tooMany",
  // Shipping zones in the back office (SPEC §5 rates, decision 0091).
  "admin.shippingZones.polygon.open",
  "admin.shippingZones.polygon.crossing",
  "admin.shippingZones.polygon.outside",
  "admin.shippingZones.rates.required",
  "admin.shippingZones.rates.maxBelowMin",
  "admin.shippingZones.rates.daysOrder",
  "admin.shippingZones.rates.order",
  // Coupons in the back office (decision 0088).
  "validation.limit",
  "admin.coupons.type.required",
  "admin.coupons.percent.range",
  "admin.coupons.endsBeforeStart",
  // Payment methods in the back office (decision 0089).
  "admin.paymentMethods.offlineGateway",
  "admin.paymentMethods.maxBelowMin",
  // The dashboard's period and top lists (decision 0090).
  "admin.dashboard.period.range",
  "admin.dashboard.top.range",
  // Collections (decision 0094).
  "sales.collections.customer.required",
  "sales.collections.reference.required",
  "sales.collections.bank.required",
  "sales.collections.dueDate.required",
  "sales.collections.allocations.aboveAmount",
  "sales.collections.voidReason.required",
  // Price lists and quantity breaks (decision 0101).
  "admin.priceLists.prices.tooMany",
  "admin.priceBreaks.minQuantity",
  "admin.priceBreaks.duplicate",
  // Company accounts (decision 0103).
  "company.name.required",
  "company.role.required",
  "company.limit.invalid",
  "company.approvals.reason.required",
] as const;

/** A message validation may produce: a catalogue key both languages translate. */
export type ValidationMessage = (typeof validationMessages)[number];

const vocabulary: ReadonlySet<string> = new Set(validationMessages);

/** Whether a string is one of the validation messages (e.g. a key carried back in a redirect). */
export function isValidationMessage(value: unknown): value is ValidationMessage {
  return typeof value === "string" && vocabulary.has(value);
}
