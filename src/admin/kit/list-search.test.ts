import { type } from "arktype";
import { describe, expect, it } from "vitest";
import {
  apiListQuery,
  listSearchSchema,
  pageSizesWith,
  parseAddressSearch,
  stringifyAddressSearch,
} from "./list-search.ts";

const sorts = ["name", "code", "createdAt"] as const;
const schema = listSearchSchema(sorts, { status: type.enumerated("available", "unavailable") });

async function validate(raw: Record<string, unknown>) {
  // As TanStack Router calls it: through Standard Schema.
  const result = await schema["~standard"].validate(raw);
  if (result.issues) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

describe("the list address (?search=&sort=&page=&perPage=)", () => {
  it("reads every value as typed text, never as JSON", () => {
    expect(parseAddressSearch("?search=123&page=2&sort=-name&flag=true")).toEqual({
      search: "123",
      page: "2",
      sort: "-name",
      flag: "true",
    });
    expect(parseAddressSearch("search=%D9%83%D8%BA&search=kg")).toEqual({ search: "kg" });
    expect(parseAddressSearch("")).toEqual({});
  });

  it("writes set values only, numbers as text", () => {
    expect(stringifyAddressSearch({ search: "كغ 1", page: 2, sort: undefined, perPage: null, status: "" })).toBe(
      "?search=%D9%83%D8%BA+1&page=2",
    );
    expect(stringifyAddressSearch({})).toBe("");
  });

  it("round-trips through the schema", async () => {
    const read = await validate(parseAddressSearch("?search=kg&sort=-code&page=3&perPage=50"));
    expect(read).toEqual({ search: "kg", sort: "-code", page: 3, perPage: 50 });
    expect(stringifyAddressSearch(read)).toBe("?search=kg&sort=-code&page=3&perPage=50");
  });

  it.each([
    [{ search: "  kg  " }, { search: "kg" }],
    [{ search: "   " }, {}],
    [{ search: "x".repeat(150) }, { search: "x".repeat(100) }],
    [{ sort: "name" }, { sort: "name" }],
    [{ sort: "-createdAt" }, { sort: "-createdAt" }],
    [{ sort: "price" }, {}],
    [{ sort: "--name" }, {}],
    [{ page: "2" }, { page: 2 }],
    [{ page: 2 }, { page: 2 }],
    [{ page: "0" }, {}],
    [{ page: "-1" }, {}],
    [{ page: "1.5" }, {}],
    [{ page: "abc" }, {}],
    [{ page: "100001" }, {}],
    [{ perPage: "100" }, { perPage: 100 }],
    [{ perPage: "101" }, {}],
    [{ status: "available" }, { status: "available" }],
    [{ status: "gone" }, {}],
    [{ other: "x", page: ["1", "2"] }, {}],
  ])("keeps what is valid of %j: %j", async (raw, expected) => {
    expect(await validate(raw)).toEqual(expected);
  });

  it("drops one bad value and keeps the others", async () => {
    expect(await validate({ search: "kg", page: "abc", sort: "code" })).toEqual({ search: "kg", sort: "code" });
  });

  it("gives the API its query as text", () => {
    expect(apiListQuery({ search: "kg", page: 2, sort: undefined, perPage: 20 })).toEqual({
      search: "kg",
      page: "2",
      perPage: "20",
    });
  });
});

describe("the page sizes a list offers", () => {
  it.each([
    [30, [10, 30, 50, 100]],
    [7, [7, 10, 50, 100]],
    [50, [10, 50, 100]],
    [100, [10, 50, 100]],
  ])("offers the shop's admin_limit %i among the usual sizes, once, in order", (shopSize, sizes) => {
    expect(pageSizesWith(shopSize, 100)).toEqual(sizes);
  });
});
