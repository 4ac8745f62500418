import { describe, expect, it } from "vitest";
import { hasFilters, parseProductQuery, productQueryString, type ProductQuery } from "./catalogue.ts";

const guest = { canSeePrices: false };
const buyer = { canSeePrices: true };
const parse = (query: string, options = buyer) => parseProductQuery(new URLSearchParams(query), options);

const defaults: ProductQuery = {
  search: "",
  category: null,
  brands: [],
  availability: null,
  minRating: null,
  minPrice: null,
  maxPrice: null,
  sort: "newest",
  page: 1,
};

describe("parseProductQuery", () => {
  it("gives the defaults for an empty query: newest first, page 1", () => {
    expect(parse("")).toEqual(defaults);
  });

  it("reads every filter", () => {
    expect(
      parse(
        "search=+linen+&category=shirts&brand=a&brand=b&availability=out_of_stock&rating=4&minPrice=10.5&maxPrice=99&sort=price-desc&page=3",
      ),
    ).toEqual({
      search: "linen",
      category: "shirts",
      brands: ["a", "b"],
      availability: "out_of_stock",
      minRating: 4,
      minPrice: 1050,
      maxPrice: 9900,
      sort: "price-desc",
      page: 3,
    });
  });

  it.each([
    ["a page of zero", "page=0", { page: 1 }],
    ["a negative page", "page=-2", { page: 1 }],
    ["a fractional page", "page=2.5", { page: 1 }],
    ["a page that is not a number", "page=abc", { page: 1 }],
    ["a page beyond the limit", "page=99999999", { page: 1 }],
    ["an unknown sort", "sort=cheapest", { sort: "newest" }],
    ["relevance without a search", "sort=relevance", { sort: "newest" }],
    ["an unknown availability", "availability=soon", { availability: null }],
    ["a rating of 5 stars and up", "rating=5", { minRating: null }],
    ["a rating that is not a number", "rating=good", { minRating: null }],
    ["a negative price", "minPrice=-1", { minPrice: null }],
    ["a price that is not a number", "maxPrice=1e3", { maxPrice: null }],
    ["a category with a slash", "category=a%2Fb", { category: null }],
    ["an empty brand", "brand=", { brands: [] }],
  ])("falls back safely for %s", (_case, query, expected) => {
    expect(parse(query)).toEqual({ ...defaults, ...expected });
  });

  it("sorts by relevance by default when searching", () => {
    expect(parse("search=thobe").sort).toBe("relevance");
  });

  it("cuts a long search to 100 characters", () => {
    expect(parse(`search=${"x".repeat(500)}`).search).toHaveLength(100);
  });

  it("drops duplicate brands", () => {
    expect(parse("brand=a&brand=a&brand=b").brands).toEqual(["a", "b"]);
  });

  it("swaps a minimum price above the maximum", () => {
    expect(parse("minPrice=50&maxPrice=10")).toMatchObject({ minPrice: 1000, maxPrice: 5000 });
  });

  it.each([
    ["the price range", "minPrice=10&maxPrice=20", { minPrice: null, maxPrice: null }],
    ["price low to high", "sort=price-asc", { sort: "newest" }],
    ["price high to low", "sort=price-desc&search=x", { sort: "relevance", search: "x" }],
  ])("ignores %s for a guest, who may not see prices", (_case, query, expected) => {
    expect(parse(query, guest)).toEqual({ ...defaults, ...expected });
  });
});

describe("productQueryString", () => {
  it("leaves out defaults", () => {
    expect(productQueryString(defaults)).toBe("");
    expect(productQueryString({ ...defaults, search: "x", sort: "relevance" })).toBe("?search=x");
  });

  it("round-trips through parseProductQuery", () => {
    const query = parse(
      "search=thobe&category=c&brand=a&brand=b&availability=available&rating=3&minPrice=1.5&sort=title&page=2",
    );
    expect(parse(productQueryString(query).slice(1))).toEqual(query);
  });

  it("can leave out the category, for category pages whose path names it", () => {
    expect(productQueryString({ ...defaults, category: "c", page: 2 }, { withCategory: false })).toBe("?page=2");
  });
});

describe("hasFilters", () => {
  it("is false for search, sort and page alone", () => {
    expect(hasFilters({ ...defaults, search: "x", sort: "title", page: 4 })).toBe(false);
  });

  it.each([
    { category: "c" },
    { brands: ["b"] },
    { availability: "available" as const },
    { minRating: 2 },
    { minPrice: 100 },
    { maxPrice: 100 },
  ])("is true with %o", (filter) => {
    expect(hasFilters({ ...defaults, ...filter })).toBe(true);
  });
});
