import { describe, expect, it } from "vitest";
import { pickMessages } from "../../../i18n/index.ts";
import { checkoutFailureMessages, readRefusal } from "./use-checkout.ts";

describe("where a refused quote or order shows on the checkout", () => {
  const messages = pickMessages("en", checkoutFailureMessages);
  const refused = (status: number, answer: Record<string, unknown>) => readRefusal({ status, answer }, messages);

  it("puts short stock under its line, with the SPEC §8 message (409)", () => {
    const message = "There is not enough product Towel, the max quantity is 5";
    expect(refused(409, { error: "not_enough_stock", message, errors: { "lines.1": message } })).toEqual({
      code: "not_enough_stock",
      fields: { "lines.1": message },
      message: null,
      hint: null,
    });
  });

  it.each([
    ["address_incomplete", "addressId"],
    ["no_delivery", "addressId"],
    ["coupon_not_applicable", "couponCode"],
    ["coupon_already_applied", "couponCode"],
    ["coupon_unknown", "couponCode"],
    ["coupon_customer_limit", "couponCode"],
    ["payment_invalid", "paymentMethodId"],
  ])("puts %s under the %s part of the page", (error, field) => {
    expect(refused(400, { error, message: "The API's message" }).fields).toEqual({ [field]: "The API's message" });
  });

  it("shows what belongs to no field as a toast, with its next step", () => {
    expect(
      refused(403, { error: "account_restricted", message: "Your account is restricted", hint: "Contact us" }),
    ).toEqual({
      code: "account_restricted",
      fields: {},
      message: "Your account is restricted",
      hint: "Contact us",
    });
  });

  it.each([
    ["a server failure", 500, { error: "checkout_failed", message: "Something" }],
    ["an answer that is not the API's", 502, {}],
    ["a refusal without a message", 400, { error: "invalid_input" }],
  ])("says 'Unknown checkout error' for %s (SPEC §8)", (_, status, answer) => {
    expect(refused(status, answer).message).toBe("Unknown checkout error");
  });

  it("asks to check the connection when nothing came back", () => {
    expect(refused(0, {}).message).toBe("Please check your internet connection");
  });
});
