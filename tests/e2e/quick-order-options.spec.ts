import { expect, test, type Page } from "@playwright/test";
import { useTranslations } from "../../i18n/index.ts";
import { cartLineId } from "../../src/stores/cart.ts";
import { axeFindings } from "./accessibility.ts";
import { checkoutCustomer } from "./checkout-db.ts";
import { journeyProducts } from "./journey-db.ts";
import { signIn } from "./sign-in.ts";

// Issue #19 item 7 (decision 0075): the quick order pad took no product with a required option
// ("Choose its options on the product page"). A line now names its choice after the quantity, in
// either language, or the pad offers the choice on the line; what it adds carries the choice into
// the cart, where the line says its variant and options.
const locales = [
  { locale: "ar", prefix: "", giftBox: "علبة هدايا", plainBag: "كيس عادي", size: "المقاس", small: "صغير" },
  { locale: "en", prefix: "/en", giftBox: "Gift box", plainBag: "Plain bag", size: "Size", small: "S" },
] as const;

const storedItems = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem("react-use-cart") ?? "null") as {
          items: { id: string; quantity: number; choiceIds: number[] }[];
        } | null
      )?.items ?? [],
  );

for (const { locale, prefix, giftBox, plainBag, size, small } of locales) {
  const t = useTranslations(locale);

  test(`a product with a required option is ordered on the pad by naming its choice, or choosing it on the line (${locale}) @mobile`, async ({
    page,
    baseURL,
  }) => {
    const [catalogue, customer] = await Promise.all([journeyProducts(), checkoutCustomer()]);
    const { variant } = catalogue;
    const [giftBoxId = 0, plainBagId = 0] = variant.choiceIds;
    try {
      await signIn(page, baseURL, customer);
      await page.goto(`${prefix}/quick-order`);
      await page.getByLabel(t("quickOrder.lines")).fill(
        [
          // The other language's name works as well as the page's.
          `${variant.sku}-1-1, 12, ${locale === "ar" ? "Gift box" : "علبة هدايا"}`,
          `${variant.sku}-2-1\t12`,
          `${variant.sku}-3-1;12;Velvet pouch`,
          `${variant.sku} 12`,
        ].join("\n"),
      );
      await page.getByRole("button", { name: t("quickOrder.check") }).click();
      const results = page.getByTestId("quick-order-line");
      await expect(results).toHaveCount(4);
      await expect(results.nth(0)).toHaveAttribute("data-state", "ready");
      await expect(results.nth(0).getByRole("combobox")).toHaveValue(String(giftBoxId));
      // 12 × (20.00 + 5.00)
      await expect(results.nth(0)).toContainText("300.00");
      await expect(results.nth(1)).toHaveAttribute("data-state", "problem");
      await expect(results.nth(1)).toContainText(t("quickOrder.problem.options"));
      await expect(results.nth(2)).toContainText("Velvet pouch");
      // A product's own code still needs one of its variants.
      await expect(results.nth(3)).toContainText(t("quickOrder.problem.variant"));
      await expect(results.nth(3).getByRole("combobox")).toHaveCount(0);

      // Chosen on the line: the line is ready, and the unknown name is forgotten once a choice is made.
      await results.nth(1).getByRole("combobox").selectOption({ label: plainBag });
      await expect(results.nth(1)).toHaveAttribute("data-state", "ready");
      await results.nth(2).getByRole("combobox").selectOption({ label: giftBox });
      await expect(results.nth(2)).toHaveAttribute("data-state", "ready");
      // Away from the buttons: a hovered one is drawn lighter on purpose.
      await page.mouse.move(0, 0);
      expect((await axeFindings(page)).failing).toEqual([]);

      await page.getByRole("button", { name: t("quickOrder.add", { count: 3 }) }).click();
      await expect(page.getByTestId("quick-order-notice")).toContainText(t("quickOrder.added", { count: 3 }));
      expect(await storedItems(page)).toEqual([
        expect.objectContaining({ id: cartLineId(variant.id, variant.variantIds[0], [giftBoxId]), quantity: 12 }),
        expect.objectContaining({ id: cartLineId(variant.id, variant.variantIds[2], [plainBagId]), quantity: 12 }),
        expect.objectContaining({ id: cartLineId(variant.id, variant.variantIds[4], [giftBoxId]), quantity: 12 }),
      ]);

      // The cart says each line's variant and option, as the server names them.
      await page.getByRole("link", { name: t("quickOrder.goToCart") }).click();
      const first = page.getByTestId("cart-line").first();
      await expect(first.getByTestId("line-details")).toContainText(`${size}: ${small}`);
      await expect(first.getByTestId("line-details")).toContainText(giftBox);
    } finally {
      await catalogue.remove();
      await customer.remove();
    }
  });
}
