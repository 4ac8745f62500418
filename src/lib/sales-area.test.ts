import { describe, expect, it } from "vitest";
import { SalesCustomerQuery, SalesOrderQuery } from "../../core/contracts/sales.ts";
import { AppError } from "../../workers/lib/errors.ts";
import { areaSalesperson, salesQuery } from "./sales-area.ts";

describe("salesQuery", () => {
  it("reads a list page's query as the API's contract does, leaving out what is empty", () => {
    expect(salesQuery(SalesOrderQuery, { customer: "12", status: "delivered", page: "2", search: "" })).toEqual({
      customer: 12,
      status: "delivered",
      page: 2,
    });
    expect(salesQuery(SalesCustomerQuery, { search: " noor ", page: null })).toEqual({ search: "noor" });
  });

  it.each([{ page: "abc" }, { status: "lost" }, { customer: "-1" }])(
    "finds nothing for a query the API refuses (%o)",
    (fields) => {
      expect(() => salesQuery(SalesOrderQuery, fields)).toThrow(new AppError("not_found"));
    },
  );
});

describe("areaSalesperson", () => {
  it("sends anyone but a salesperson to sign in", () => {
    const customer = { kind: "customer" } as App.Locals["user"];
    expect(() => areaSalesperson({ user: customer } as App.Locals)).toThrow(new AppError("unauthorized"));
    expect(() => areaSalesperson({ user: null } as App.Locals)).toThrow(new AppError("unauthorized"));
  });
});
