import { type } from "arktype";
import { describe, expect, it } from "vitest";
import { CollectionInput } from "../../../core/contracts/sales.ts";
import { fieldOf, inputOf } from "./collection-input.ts";

const orders = [{ id: 11 }, { id: 12 }, { id: 13 }];
const values = {
  method: "check",
  amount: "150.50",
  collectedOn: "29/11/2026",
  reference: " CHQ-1 ",
  bank: "National Bank",
  chequeDueOn: "06/12/2026",
  note: "",
  "allocation-11": "",
  "allocation-12": "100",
  "allocation-13": "50.5",
};

describe("the collection form's body (decision 0096)", () => {
  it("sends the orders given an amount, in minor units, and the cheque's details", () => {
    const { input, orderIds } = inputOf(values, 7, orders);
    expect(orderIds).toEqual([12, 13]);
    expect(input).toEqual({
      customerId: 7,
      method: "check",
      amount: 15_050,
      collectedOn: "29/11/2026",
      reference: "CHQ-1",
      bank: "National Bank",
      chequeDueOn: "06/12/2026",
      allocations: [
        { orderId: 12, amount: 10_000 },
        { orderId: 13, amount: 5_050 },
      ],
    });
    expect(CollectionInput(input)).not.toBeInstanceOf(Error);
  });

  it("leaves out what the method does not show: cash has no reference, bank or due day", () => {
    const { input } = inputOf({ ...values, method: "cash" }, 7, orders);
    expect(input).not.toHaveProperty("reference");
    expect(input).not.toHaveProperty("bank");
    expect(input).not.toHaveProperty("chequeDueOn");
  });

  it("passes what is no amount on as typed, for the contract to refuse at its field", () => {
    const { input } = inputOf({ ...values, amount: "12.345" }, 7, orders);
    expect(input.amount).toBe("12.345");
  });

  it("puts a message about the i-th order sent under that order's field", () => {
    const { input, orderIds } = inputOf({ ...values, "allocation-13": "0" }, 7, orders);
    const refused = CollectionInput(input);
    if (!(refused instanceof type.errors)) throw new Error("expected a refusal");
    expect(refused.map((issue) => fieldOf(issue.path, orderIds))).toEqual(["allocation-13"]);
    expect(fieldOf(["allocations", 1, "amount"], orderIds)).toBe("allocation-13");
    expect(fieldOf(["allocations", 0], orderIds)).toBe("allocation-12");
    expect(fieldOf(["allocations"], orderIds)).toBe("allocations");
    expect(fieldOf(["reference"], orderIds)).toBe("reference");
  });
});
