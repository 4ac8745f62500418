import { describe, expect, it } from "vitest";
import { MeasureUnitInput } from "../../../core/contracts/admin/measure-units.ts";
import { formValidator, withoutBlankLocales, withoutUnsent, type ResourceFormSection } from "./define-resource.ts";

describe("a resource form's input (decision 0054: English required, Arabic optional)", () => {
  it.each([
    [
      { code: "kg", translations: { en: { name: "Kilogram" }, ar: { name: "  " } } },
      { code: "kg", translations: { en: { name: "Kilogram" } } },
    ],
    [
      { code: "kg", translations: { en: { name: "Kilogram" }, ar: { name: "كيلوغرام" } } },
      { code: "kg", translations: { en: { name: "Kilogram" }, ar: { name: "كيلوغرام" } } },
    ],
    // English stays even when blank: the API says it is required, at its field.
    [{ translations: { en: { name: "" }, ar: { name: "" } } }, { translations: { en: { name: "" } } }],
    // A locale with one text of several filled in is sent whole.
    [
      { translations: { en: { title: "T", slug: "t" }, ar: { title: "ع", slug: "" } } },
      { translations: { en: { title: "T", slug: "t" }, ar: { title: "ع", slug: "" } } },
    ],
    [{ code: "kg" }, { code: "kg" }],
  ])("%j is sent as %j", (values, input) => {
    expect(withoutBlankLocales(values)).toEqual(input);
  });

  it("checks the API's contract on what will be sent, naming fields by their paths", async () => {
    const validator = formValidator(MeasureUnitInput, withoutBlankLocales);
    const ok = await validator["~standard"].validate({
      code: "kg",
      translations: { en: { name: "Kilogram" }, ar: { name: "" } },
    });
    expect(ok.issues).toBeUndefined();
    const refused = await validator["~standard"].validate({
      code: "",
      translations: { en: { name: "" }, ar: { name: "" } },
    });
    expect(
      refused.issues?.map((issue) => [
        issue.path?.map((key) => (typeof key === "object" ? key.key : key)).join("."),
        issue.message,
      ]),
    ).toEqual([
      ["code", "validation.required"],
      ["translations.en.name", "validation.required"],
    ]);
  });
});

describe("the fields a form sends (withoutUnsent)", () => {
  // A coupon's value: a percentage or an amount, one field drawn at a time (decision 0088)
  const sections: ResourceFormSection[] = [
    {
      title: "admin.form.details",
      fields: [
        { kind: "text", name: "type", label: "admin.coupons.type" },
        {
          kind: "percent",
          name: "value",
          label: "admin.coupons.percentValue",
          shownWhen: (v) => v.values.type === "percent",
        },
        {
          kind: "money",
          name: "value",
          label: "admin.coupons.fixedValue",
          shownWhen: (v) => v.values.type === "fixed",
        },
        { kind: "text", name: "note", label: "admin.coupons.code", shownWhen: () => false },
      ],
    },
  ];
  it.each([
    [
      { type: "percent", value: 1000, note: "x" },
      { type: "percent", value: 1000 },
    ],
    [
      { type: "fixed", value: 500, note: "x" },
      { type: "fixed", value: 500 },
    ],
    [{ type: "", value: 500 }, { type: "" }],
  ])("sends %j as %j", (values, sent) => {
    expect(withoutUnsent(values, sections, undefined)).toEqual(sent);
  });
});
