import { describe, expect, it } from "vitest";
import { refusal } from "./api-call.ts";

const fallback = { network: "Please check your internet connection", unknown: "Unknown Error, Try Again" };

describe("a refused answer, split between the fields and a toast", () => {
  it("puts each field's message under the field, with no toast", () => {
    const result = {
      status: 400,
      answer: { error: "invalid_input", message: "Invalid input", errors: { email: "Invalid email address" } },
    };
    expect(refusal(result, ["email", "password"], fallback)).toEqual({
      fields: { email: "Invalid email address" },
      toast: null,
    });
  });

  it("toasts a message for a field the form does not show, and still marks the ones it does", () => {
    const result = {
      status: 400,
      answer: { error: "invalid_input", message: "Invalid input", errors: { city: "Enter the city", email: "Bad" } },
    };
    expect(refusal(result, ["email"], fallback)).toEqual({
      fields: { email: "Bad" },
      toast: { message: "Enter the city" },
    });
  });

  it("toasts the answer's own message and hint when no field is named", () => {
    const result = {
      status: 403,
      answer: {
        error: "account_unapproved",
        message: "Your account has not been approved by the site administrator",
        hint: "We email you once it is.",
      },
    };
    expect(refusal(result, ["login"], fallback)).toEqual({
      fields: {},
      toast: { message: result.answer.message, hint: result.answer.hint },
    });
  });

  it("says the connection failed when there was no answer, and something unknown when it had no message", () => {
    expect(refusal({ status: 0, answer: {} }, ["email"], fallback).toast).toEqual({ message: fallback.network });
    expect(refusal({ status: 502, answer: {} }, ["email"], fallback).toast?.message).toBe(fallback.unknown);
  });
});
