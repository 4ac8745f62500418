import { type } from "arktype";
import { describe, expect, it } from "vitest";
import { LogIn, Register } from "../contracts/auth.ts";
import { ReviewInput } from "../contracts/front.ts";
import { checkInput, fieldIssues, issueMessage } from "./issues.ts";

describe("fieldIssues (SPEC §5 Login through the shared contract)", () => {
  it.each([
    [
      "empty fields",
      { login: "", password: "" },
      { login: "auth.login.loginRequired", password: "auth.login.passwordRequired" },
    ],
    ["a blank login", { login: "   ", password: "x" }, { login: "auth.login.loginRequired" }],
    ["a number as login", { login: 5, password: "x" }, { login: "auth.login.loginRequired" }],
    ["a missing login", { password: "x" }, { login: "validation.required" }],
    ["no object", null, { _: "errors.invalidInput" }],
    [
      "a login over 254 characters",
      { login: `${"a".repeat(250)}@b.co`, password: "x" },
      { login: "validation.tooLong" },
    ],
    [
      "a password over 1024 characters",
      { login: "a@b.test", password: "x".repeat(1025) },
      { password: "auth.login.passwordRequired" },
    ],
  ])("%s → %o", (_, input: unknown, expected) => {
    const result = LogIn(input);
    expect(result instanceof type.errors ? fieldIssues(result) : {}).toEqual(expected);
  });

  it("accepts a login and password, trimming the login but not the password", () => {
    expect(LogIn({ login: " 0500000001 ", password: " secret " })).toEqual({
      login: "0500000001",
      password: " secret ",
    });
  });

  it("keeps only the first issue of a field", () => {
    expect(
      fieldIssues([
        { message: "validation.required", path: ["name"] },
        { message: "validation.tooLong", path: ["name"] },
      ]),
    ).toEqual({ name: "validation.required" });
  });

  it("names a nested field by its dotted path, as TanStack Form does (admin texts per locale)", () => {
    const Texts = type({ translations: { en: { name: "string > 0" }, "ar?": { name: "string" } } });
    const result = Texts({ translations: { en: { name: "" }, ar: { name: 4 } } });
    expect(result instanceof type.errors && fieldIssues(result)).toEqual({
      "translations.en.name": "errors.invalidInput",
      "translations.ar.name": "errors.invalidInput",
    });
  });

  it.each([
    [{ message: "validation.email" }, "validation.email"],
    [{ message: "name must be a string (was missing)", code: "required" }, "validation.required"],
    [{ message: "must be a string", code: "domain" }, "errors.invalidInput"],
    [{ message: "auth.login.invalid" }, "errors.invalidInput"],
  ] as const)("maps %o to %s (only vocabulary keys pass through)", (issue, expected) => {
    expect(issueMessage(issue)).toBe(expected);
  });
});

describe("checkInput (a missing field gets its own rule's message)", () => {
  const review = { overallRating: 4, name: "Mark Ellison", email: "mark@example.com" };

  it.each([
    [
      "a missing star rating",
      ReviewInput,
      { name: "Mark", email: "mark@example.com" },
      { overallRating: "review.rating.invalid" },
    ],
    [
      "missing names, each with its own text",
      Register,
      { email: "a@b.co" },
      expect.objectContaining({
        firstName: "register.firstName.required",
        lastName: "register.lastName.required",
        companyNumber: "register.companyNumber.invalid",
        password: "validation.required",
        passwordConfirmation: "validation.required",
      }),
    ],
    [
      "a missing field next to a refused one",
      ReviewInput,
      { email: "nope" },
      {
        overallRating: "review.rating.invalid",
        name: "validation.required",
        email: "validation.email",
      },
    ],
  ])("%s", (_, contract, input, errors) => {
    expect(checkInput(contract, input)).toEqual({ ok: false, errors });
  });

  it("passes valid input through the contract, dropping undeclared keys", () => {
    expect(checkInput(ReviewInput, { ...review, approved: true })).toEqual({
      ok: true,
      data: { ...review },
    });
  });

  it("reports input that is no object as such", () => {
    expect(checkInput(ReviewInput, null)).toEqual({ ok: false, errors: { _: "errors.invalidInput" } });
  });
});
