import { describe, expect, it } from "vitest";
import { orderSorts, paymentStateFilters } from "../../../../core/contracts/admin/orders.ts";
import { exportHref, listSearchSchema, shownTabs } from "../../kit/list-search.ts";
import { orderAddressFilters, orderListSorts, paymentStateChoices } from "./address.ts";

const schema = listSearchSchema(orderSorts, orderAddressFilters);

/** The address as TanStack Router reads it: text values through the route's Standard Schema. */
async function read(address: Record<string, string>) {
  const result = await schema["~standard"].validate(address);
  if (result.issues) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

describe("the order list's address (SPEC §2, decision 0081)", () => {
  it("takes exactly the API's sorts and payment filters (written again to keep the contract out of the main chunk)", () => {
    expect(orderListSorts).toEqual(orderSorts);
    expect(paymentStateChoices).toEqual(paymentStateFilters);
  });

  it("keeps every filter the API takes, as typed", async () => {
    expect(
      await read({
        search: " PO-7781 ",
        sort: "-grandTotal",
        page: "2",
        status: "pending",
        from: "2026-01-01",
        to: "2026-01-31",
        customer: "12",
        salesperson: "none",
        paymentMethod: "3",
        shippingZone: "4",
        hasReturn: "true",
        paymentState: "awaiting",
      }),
    ).toEqual({
      search: "PO-7781",
      sort: "-grandTotal",
      page: 2,
      status: "pending",
      from: "2026-01-01",
      to: "2026-01-31",
      customer: "12",
      salesperson: "none",
      paymentMethod: "3",
      shippingZone: "4",
      hasReturn: "true",
      paymentState: "awaiting",
    });
  });

  it.each([
    ["status", "lost"],
    ["status", "Pending"],
    ["from", "01/02/2026"],
    ["from", "2026-02-30"],
    ["to", "1899-12-31"],
    ["customer", "0"],
    ["customer", "12a"],
    ["salesperson", "nobody"],
    ["paymentMethod", "-1"],
    ["shippingZone", "1.5"],
    ["hasReturn", "yes"],
    ["paymentState", "partly_paid"],
    ["sort", "-total"],
  ])("drops %s=%s and keeps the rest", async (key, value) => {
    expect(await read({ [key]: value, status: key === "status" ? value : "shipped" })).toEqual(
      key === "status" ? {} : { status: "shipped" },
    );
  });

  it("exports the list as filtered: the CSV's address is the list's without its page", () => {
    expect(
      exportHref("/api/admin/orders.csv", {
        search: "Otaibi",
        status: "pending",
        from: "2026-01-01",
        sort: "-grandTotal",
        page: 3,
        perPage: 50,
      }),
    ).toBe("/api/admin/orders.csv?search=Otaibi&status=pending&from=2026-01-01&sort=-grandTotal");
    expect(exportHref("/api/admin/orders.csv", { page: 2 })).toBe("/api/admin/orders.csv");
  });
});

describe("the status tabs", () => {
  const statuses = ["pending", "processing", "shipped", "cancelled"] as const;

  it("show the statuses that hold orders, in the table's order", () => {
    expect(shownTabs(statuses, { all: 5, pending: 2, processing: 0, shipped: 3, cancelled: 0 }, undefined)).toEqual([
      "pending",
      "shipped",
    ]);
  });

  it("keep the chosen status when its last order moved on", () => {
    expect(shownTabs(statuses, { all: 3, pending: 0, shipped: 3 }, "pending")).toEqual(["pending", "shipped"]);
  });

  it("show none but the chosen one before the counts arrive", () => {
    expect(shownTabs(statuses, undefined, "shipped")).toEqual(["shipped"]);
    expect(shownTabs(statuses, undefined, undefined)).toEqual([]);
  });
});
