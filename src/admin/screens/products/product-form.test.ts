import { describe, expect, it } from "vitest";
import { formInput, formOf, formValidator, type FormValues } from "../../kit/define-resource.ts";
import products from "./resource.tsx";

// Issue #19 item 7: a product with variants holds their total (decision 0058), so its form neither
// checks nor sends the read-only stock field; a product without variants still needs its stock.

const product = (values: FormValues): FormValues => ({
  ...formOf(products).empty,
  sku: "FORM0001",
  status: "available",
  price: 1999,
  translations: { en: { title: "Linen shirt" }, ar: { title: "" } },
  ...values,
});

const toInput = formInput(products, null);
const problems = async (values: FormValues) => {
  const result = await formValidator(formOf(products).contract, toInput)["~standard"].validate(values);
  return (result.issues ?? []).map((issue) => [
    issue.path?.map((key) => (typeof key === "object" ? key.key : key)).join("."),
    issue.message,
  ]);
};

describe("the product form's stock (decisions 0058, 0065)", () => {
  it("makes a product with variants without asking for the stock it shows read-only", async () => {
    const values = product({ hasVariants: "yes", quantity: null });
    expect(await problems(values)).toEqual([]);
    expect(toInput(values)).not.toHaveProperty("quantity");
    expect(toInput(values)).toMatchObject({ hasVariants: true });
  });

  it("switches a product to variants without sending the stock it had", async () => {
    const values = product({ hasVariants: "yes", quantity: 30 });
    expect(await problems(values)).toEqual([]);
    expect(toInput(values)).not.toHaveProperty("quantity");
  });

  it("still asks a product without variants for its stock (SPEC §5 quantity required)", async () => {
    expect(await problems(product({ hasVariants: "no", quantity: null }))).toEqual([
      ["quantity", "validation.quantity"],
    ]);
    expect(toInput(product({ hasVariants: "no", quantity: 30 }))).toMatchObject({ quantity: 30, hasVariants: false });
  });
});
