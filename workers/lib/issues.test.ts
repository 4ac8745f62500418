import { type } from "arktype";
import { describe, expect, it } from "vitest";
import { LogIn } from "../api/auth/schemas.ts";
import { fieldIssues } from "./issues.ts";

describe("fieldIssues (SPEC §5 Login through the shared type)", () => {
  it.each([
    [
      "empty fields",
      { login: "", password: "" },
      { login: "auth.login.loginRequired", password: "auth.login.passwordRequired" },
    ],
    ["a blank login", { login: "   ", password: "x" }, { login: "auth.login.loginRequired" }],
    ["a number as login", { login: 5, password: "x" }, { login: "auth.login.loginRequired" }],
    ["a missing login", { password: "x" }, { login: "errors.required" }],
    ["no object", null, { _: "errors.invalidInput" }],
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
});
