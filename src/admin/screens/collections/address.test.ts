import { describe, expect, it } from "vitest";
import { collectionSorts } from "../../../../core/contracts/sales.ts";
import { collectionListSorts } from "./address.ts";

describe("the collections list's address", () => {
  it("takes exactly the API's sorts", () => {
    expect([...collectionListSorts]).toEqual([...collectionSorts]);
  });
});
