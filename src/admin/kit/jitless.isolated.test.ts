// The browser runs arktype without JIT (the pages' CSP has no 'unsafe-eval'), where a rule narrowed
// on another reports its issues differently: the admin form must still say what the API says.
import { configure } from "arktype/config";
import { describe, expect, it } from "vitest";
import { pickMessages } from "../../../i18n/index.ts";
import { validationMessages } from "../../../core/validation/messages.ts";

configure({ jitless: true });

describe("a measure unit's fields without JIT, as in the browser", () => {
  it("reads each refused field in the API's words", async () => {
    const { MeasureUnitInput } = await import("../../../core/contracts/admin/measure-units.ts");
    const { issueText } = await import("../../islands/forms/form-context.ts");
    const { formValidator, withoutBlankLocales } = await import("./define-resource.ts");
    const messages = pickMessages("en", [
      ...validationMessages,
      "form.required.note",
      "errors.network",
      "errors.unknown",
    ]);
    const validate = (value: unknown) =>
      formValidator(MeasureUnitInput, withoutBlankLocales)["~standard"].validate(value);
    const texts = async (value: unknown) => {
      const result = await validate(value);
      return Object.fromEntries(
        (result.issues ?? []).map((issue) => [
          issue.path?.map((key) => (typeof key === "object" ? key.key : key)).join("."),
          issueText(messages, issue),
        ]),
      );
    };
    expect(await texts({ code: "", translations: { en: { name: "" }, ar: { name: "" } } })).toEqual({
      code: "This field is required",
      "translations.en.name": "This field is required",
    });
    expect(await texts({ code: "a b", translations: { en: { name: "Box" }, ar: { name: "" } } })).toEqual({
      code: "Use 1 to 20 letters, digits, dots or dashes",
    });
  });
});
