import { describe, expect, it } from "vitest";
import { pickMessages } from "../../../i18n/index.ts";
import { fieldPaths, formFieldName, formKitMessages, issueText } from "./form-context.ts";

describe("a field error's text in the island kit", () => {
  const messages = pickMessages("en", [...formKitMessages, "validation.email", "reset.emailMismatch"]);

  it.each([
    // A contract's Standard Schema issue carries its vocabulary key.
    [{ message: "validation.email", path: ["email"] }, "Invalid email address"],
    // A field's own validator returns a key.
    ["reset.emailMismatch", "E-mail doesn't match the requested one"],
    // A key the island was not given, or arktype's English, never shows as is.
    [{ message: "validation.sku" }, "Invalid input"],
    [{ message: "must be a string (was number)" }, "Invalid input"],
    [undefined, undefined],
    [{}, undefined],
    // arktype without JIT (the browser's CSP): a narrowed rule's issues in one English intersection.
    [
      {
        code: "intersection",
        message: 'code ("") must be...',
        errors: [{ message: "validation.email" }, { message: "validation.sku" }],
      },
      "Invalid email address",
    ],
  ])("%j reads %j", (error, text) => {
    expect(issueText(messages, error)).toBe(text);
  });

  it("is in the page's language", () => {
    expect(issueText(pickMessages("ar", formKitMessages), { message: "validation.sku" })).toBe(
      pickMessages("ar", ["errors.invalidInput"])["errors.invalidInput"],
    );
  });
});

describe("a form's field names", () => {
  it.each([
    [{ email: "", password: "" }, ["email", "password"]],
    [
      { code: "", translations: { en: { name: "" }, ar: { name: "" } } },
      ["code", "translations.en.name", "translations.ar.name"],
    ],
    [{ lines: [{ quantity: 1 }, { quantity: 2 }] }, ["lines.0.quantity", "lines.1.quantity"]],
    [{ file: null, picked: new Date(0) }, ["file", "picked"]],
    [{}, []],
  ])("%j names %j", (values, names) => {
    expect(fieldPaths(values)).toEqual(names);
  });
});

describe("the API's dotted paths as TanStack Form's field names", () => {
  const values = {
    code: "",
    translations: { en: { name: "" } },
    choices: [{ translations: { en: { name: "" } } }, {}],
  };
  it.each([
    ["code", "code"],
    ["translations.en.name", "translations.en.name"],
    ["choices", "choices"],
    ["choices.1.translations.en.name", "choices[1].translations.en.name"],
    ["choices.7.id", "choices[7].id"],
  ])("%s is the field %s", (path, name) => {
    expect(formFieldName(path, values)).toBe(name);
  });
});
