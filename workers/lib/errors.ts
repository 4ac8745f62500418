import type { MessageKey } from "../../i18n/index.ts";

/** Every failure the API can report, mapped once to an HTTP status and a catalogue message (SPEC §8). */
export const errorCodes = {
  invalid_input: { status: 400, message: "errors.invalidInput" },
  // A body no contract is shown: malformed JSON, not an object, nested too deep (issue #9 D.22).
  invalid_body: { status: 400, message: "errors.invalidBody" },
  body_too_large: { status: 413, message: "errors.tooLarge" },
  unauthorized: { status: 401, message: "errors.unauthorized" },
  forbidden: { status: 403, message: "errors.forbidden" },
  not_found: { status: 404, message: "errors.notFound" },
  // SPEC §8 "Review could not be submitted": the review write failed (issue #3).
  review_failed: { status: 503, message: "review.failed" },
  rate_limited: { status: 429, message: "errors.rateLimited" },
  server: { status: 500, message: "errors.server" },
  database_down: { status: 503, message: "errors.tryLater" },
  // Sign-in (issue #4, SPEC §8); `hint` tells the user what to do next.
  cross_origin: { status: 403, message: "errors.crossOrigin" },
  invalid_credentials: { status: 401, message: "auth.login.invalid" },
  // Past a sign-in brake on a profile with a captcha (issue #9 D.19): solve the challenge first.
  captcha_required: { status: 403, message: "auth.captcha.required" },
  captcha_invalid: { status: 403, message: "auth.captcha.invalid" },
  account_unverified: { status: 403, message: "auth.login.unverified", hint: "auth.login.unverified.next" },
  account_unapproved: { status: 403, message: "auth.login.unapproved", hint: "auth.login.unapproved.next" },
  account_restricted: { status: 403, message: "errors.accountRestricted", hint: "errors.accountRestricted.next" },
  // Registration, verification, approval form and password reset (issue #4, SPEC §5, §8).
  account_taken: { status: 409, message: "register.taken" },
  verification_invalid: { status: 400, message: "verify.token.invalid" },
  reset_link_invalid: { status: 400, message: "reset.linkInvalid" },
  file_invalid: { status: 400, message: "approval.file.invalid" },
  file_too_large: { status: 413, message: "approval.file.tooLarge" },
  approval_closed: { status: 409, message: "approval.closed" },
  // Customer area (issue #4 item 7, SPEC §5 Profile, §8 "Wrong old password").
  wrong_old_password: { status: 400, message: "profile.oldPassword.wrong" },
  // Cart, checkout and orders (issue #10, SPEC §5 Cart, §8). Per-line problems go in `details`
  // under "lines.<index>"; the message's {{item}}/{{max}} come from `params`.
  cart_empty: { status: 400, message: "cart.empty" },
  customer_required: { status: 400, message: "cart.customerRequired" },
  not_enough_stock: { status: 409, message: "cart.notEnough" },
  item_unavailable: { status: 409, message: "cart.unavailable" },
  below_minimum: { status: 400, message: "cart.belowMinimum" },
  not_whole_packs: { status: 400, message: "cart.notWholePacks" },
  selections_incorrect: { status: 400, message: "purchase.options.incorrect" },
  address_incomplete: { status: 400, message: "checkout.addressIncomplete" },
  no_delivery: { status: 400, message: "checkout.noDelivery" },
  coupon_not_applicable: { status: 400, message: "checkout.coupon.notApplicable" },
  // No coupon has the code: not a minimum or a date the buyer could fix (issue #19 item 7).
  coupon_unknown: { status: 400, message: "checkout.coupon.unknown" },
  // One customer used the coupon as many times as it allows them (decision 0088).
  coupon_customer_limit: { status: 400, message: "checkout.coupon.customerLimit" },
  coupon_already_applied: { status: 409, message: "checkout.coupon.applied" },
  payment_invalid: { status: 400, message: "payment.invalid" },
  // Paying on account (decision 0102): past the company's credit limit, or an order of theirs overdue
  credit_limit_exceeded: { status: 409, message: "checkout.onAccount.limit" },
  on_account_overdue: { status: 409, message: "checkout.onAccount.overdue" },
  idempotency_key_required: { status: 400, message: "checkout.idempotencyKeyRequired" },
  // The key placed an order for another request (decision 0074; IETF Idempotency-Key draft: 422)
  idempotency_key_reused: { status: 422, message: "checkout.idempotencyKeyReused" },
  // A total past exact integers, which only rows written around the field rules can make (decision 0074)
  order_too_large: { status: 400, message: "checkout.totalTooLarge" },
  // Company accounts (decision 0103): a requester, or a buyer past a limit, sends the order for the
  // owner's approval instead; the hint says how. Owner-only actions; a request already decided.
  order_needs_approval: { status: 403, message: "company.refused.requester", hint: "company.refused.send" },
  order_over_limit: { status: 403, message: "company.refused.orderLimit", hint: "company.refused.send" },
  month_over_limit: { status: 403, message: "company.refused.monthLimit", hint: "company.refused.send" },
  company_owner_only: { status: 403, message: "company.ownerOnly" },
  order_approval_closed: { status: 409, message: "company.approvals.closed" },
  // The owner's quantities name each line of the request once, in order (decision 0103)
  approval_quantities: { status: 400, message: "company.approvals.quantitiesPerLine" },
  checkout_failed: { status: 500, message: "checkout.unknown" },
  // The total a salesperson confirmed offline is not the server's now (decision 0097)
  order_total_changed: { status: 409, message: "checkout.totalChanged" },
  order_transition_invalid: { status: 409, message: "orders.transition.invalid" },
  // The order desk (decision 0080): the order is no longer in the status the admin saw (another
  // change won), a payment above what is still due ({{remaining}}), a card order's payment
  order_changed: { status: 409, message: "orders.changed" },
  payment_above_total: { status: 409, message: "orders.payment.aboveTotal" },
  payment_online: { status: 409, message: "orders.payment.online" },
  // Invoices (decision 0082): SPEC §5 "a printed invoice cannot be edited"; one open invoice per
  // order; none for an order never placed or stopped; credit notes only for printed invoices, once;
  // a SAR invoice prints only with the seller's name and VAT number (ZATCA)
  invoice_printed: { status: 409, message: "admin.invoices.printed" },
  invoice_exists: { status: 409, message: "admin.invoices.exists" },
  invoice_order_unbillable: { status: 409, message: "admin.invoices.orderUnbillable" },
  invoice_not_printed: { status: 409, message: "admin.invoices.notPrinted" },
  invoice_credited: { status: 409, message: "admin.invoices.credited" },
  invoice_seller_incomplete: { status: 409, message: "admin.invoices.sellerIncomplete" },
  // Shipments (decision 0084): the order already has its one shipment (it cannot be made again or
  // changed), or its status ({{status}}) takes none
  shipment_exists: { status: 409, message: "shipments.exists" },
  shipment_order_status: { status: 409, message: "shipments.orderStatus" },
  // "Pay now" (decision 0073): the order no longer waits, another page for it is being opened or
  // paid on, or its payment already went through
  payment_not_waiting: { status: 409, message: "payment.notWaiting" },
  payment_in_progress: { status: 409, message: "payment.inProgress" },
  payment_already_made: { status: 409, message: "payment.alreadyMade" },
  // Return requests (decision 0053): the shop takes none, the goods have not arrived, the days
  // are over ({{date}}), or no line was chosen; too many of a line is a field message.
  returns_unavailable: { status: 403, message: "returns.unavailable" },
  return_not_delivered: { status: 409, message: "returns.notDelivered" },
  return_period_over: { status: 409, message: "returns.periodOver" },
  return_lines_required: { status: 400, message: "returns.linesRequired" },
  // Returns and refunds (decision 0083): a move the table refuses ({{from}}, {{to}}), a return no
  // longer in the status the admin saw, a refund above what is left of the payment ({{remaining}}),
  // a return already refunded, a provider's refusal ({{reason}}, its own words), a rejection
  // without a reason; short shipping once the goods left.
  refund_transition_invalid: { status: 409, message: "refunds.transition.invalid" },
  refund_changed: { status: 409, message: "refunds.changed" },
  refund_above_paid: { status: 409, message: "refunds.abovePaid" },
  refund_already_paid: { status: 409, message: "refunds.alreadyPaid" },
  refund_refused: { status: 409, message: "refunds.providerRefused" },
  order_lines_locked: { status: 409, message: "orders.lines.locked" },
  // Admin resources (decision 0054): a delete refused while other rows still use the row; the
  // message names it ({{item}}: SPEC §8 "Problem deleting product").
  in_use: { status: 409, message: "errors.deleteProblem", hint: "errors.deleteProblem.inUse" },
  // A product orders name (decision 0057): kept for the orders' links; taken off the shop instead.
  in_orders: { status: 409, message: "errors.deleteProblem", hint: "errors.deleteProblem.inOrders" },
  // Tax groups (decision 0087): the default stays until another group is made the default; a group
  // products use is not deleted (the hint says how many: {{count}})
  tax_group_default: { status: 409, message: "admin.taxGroups.defaultKept" },
  tax_group_in_use: { status: 409, message: "errors.deleteProblem", hint: "admin.taxGroups.inUse" },
  // Shipping rates (SPEC §8, decision 0091): the first and last band of a zone stay
  rate_first_last: { status: 409, message: "admin.shippingZones.rates.firstLast" },
  // A coupon orders used is ended, never deleted (decision 0088): the hint says so
  coupon_used: { status: 409, message: "errors.deleteProblem", hint: "admin.coupons.usedKept" },
  // Payment methods (decision 0089): a method orders were placed with is switched off, not deleted
  payment_method_in_orders: { status: 409, message: "errors.deleteProblem", hint: "admin.paymentMethods.inOrders" },
  // Abandoned carts (decision 0093): a reminder goes once a week per cart ({{date}} {{time}}: the
  // next one's earliest moment), and only for a cart with items
  cart_reminded: { status: 409, message: "admin.carts.remindedRecently" },
  cart_nothing_to_remind: { status: 409, message: "admin.carts.nothingToRemind" },
  // Collections (decision 0094): an allocation above what is open on its order (`details` name
  // `allocations.<index>` with {{open}} and {{order}}), an allocated order that is not the
  // customer's open order, a void of a confirmed collection, any change of a voided one
  collection_above_open: { status: 409, message: "sales.collections.aboveOpen" },
  collection_order_unavailable: { status: 409, message: "sales.collections.orderUnavailable" },
  collection_confirmed: { status: 409, message: "sales.collections.confirmed" },
  collection_voided: { status: 409, message: "sales.collections.voided" },
  // Saved order lists (decision 0099): a name the customer has on another list, a line already on
  // the list (SPEC §8 "This item has already been added"), a full list ({{max}} lines), too many
  // lists ({{max}})
  list_name_taken: { status: 409, message: "orderLists.name.taken" },
  list_line_exists: { status: 409, message: "orderLists.line.exists" },
  list_full: { status: 409, message: "orderLists.full" },
  lists_too_many: { status: 409, message: "orderLists.tooMany" },
  // Quotes (decision 0104): a move the quote's status no longer allows (a replay, a race lost), an
  // answer past its expiry day, and a checkout at a quote's prices that is not accepted
  quote_not_open: { status: 409, message: "quotes.notOpen" },
  quote_expired: { status: 409, message: "quotes.expired" },
  quote_not_accepted: { status: 409, message: "quotes.notAccepted" },
  // A products CSV above the import's limit (decision 0061)
  csv_too_large: { status: 413, message: "admin.productCsv.tooLarge" },
  // A payment webhook whose signature, secret or timestamp does not check out
  webhook_invalid: { status: 400, message: "errors.invalidInput" },
  // Admins (decision 0068): the shop keeps a super admin, and a super admin does not remove themselves
  last_super_admin: { status: 409, message: "admin.admins.lastSuperAdmin" },
  own_admin_account: { status: 409, message: "admin.admins.notYourself" },
  // A super admin's own email and password change in their profile, with the current password (decision 0074)
  own_sign_in_details: { status: 409, message: "admin.admins.ownSignIn" },
} as const satisfies Record<string, { status: number; message: MessageKey; hint?: MessageKey }>;

export type ErrorCode = keyof typeof errorCodes;

/**
 * The one error class domain code throws; `app.onError` turns it into a response.
 * `details` carries field-level messages for invalid input.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, string> | undefined;
  /** Values for the message's `{{…}}` placeholders, e.g. `{ item, max }` for not_enough_stock. */
  readonly params: Record<string, string | number> | undefined;
  /**
   * The field the message itself is about (a cart line: `lines.2`), so the answer's `errors` names
   * it with the message and a page marks that line (issue #19 item 7).
   */
  readonly field: string | undefined;

  constructor(
    code: ErrorCode,
    details?: Record<string, string>,
    params?: Record<string, string | number>,
    field?: string,
  ) {
    super(code);
    this.name = "AppError";
    this.code = code;
    this.details = details;
    this.params = params;
    this.field = field;
  }
}
