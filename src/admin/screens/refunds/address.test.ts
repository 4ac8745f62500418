import { describe, expect, it } from "vitest";
import { refundSorts, refundStatuses } from "../../../../core/contracts/admin/refunds.ts";
import { refundListSorts, refundStatusChoices } from "./address.ts";

describe("the returns list's address", () => {
  it("takes exactly the API's sorts and statuses", () => {
    expect([...refundListSorts]).toEqual([...refundSorts]);
    expect([...refundStatusChoices]).toEqual([...refundStatuses]);
  });
});
