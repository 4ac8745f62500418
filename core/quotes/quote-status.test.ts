import { describe, expect, it } from "vitest";
import { quoteMoves, shownQuoteStatus } from "./quote-status.ts";

describe("shownQuoteStatus", () => {
  it("shows an answered or accepted quote past its expiry day as expired, and on its last day as it is", () => {
    expect(shownQuoteStatus("answered", "2026-11-28", "2026-11-29")).toBe("expired");
    expect(shownQuoteStatus("accepted", "2026-11-28", "2026-11-29")).toBe("expired");
    expect(shownQuoteStatus("accepted", "2026-11-29", "2026-11-29")).toBe("accepted");
  });

  it("leaves the other statuses alone, whatever the day", () => {
    for (const status of ["requested", "ordered", "declined", "withdrawn"] as const) {
      expect(shownQuoteStatus(status, "2026-11-01", "2026-11-29")).toBe(status);
    }
  });
});

describe("quoteMoves", () => {
  it("accepts only an answered quote within its day, and withdraws only one not yet decided", () => {
    expect(quoteMoves.accepted).toEqual({ from: ["answered"], to: "accepted", needsValidAnswer: true });
    expect(quoteMoves.withdrawn.from).toEqual(["requested", "answered"]);
    expect(quoteMoves.answered.from).toEqual(["requested", "answered"]);
  });
});
