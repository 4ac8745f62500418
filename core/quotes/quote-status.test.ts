import { describe, expect, it } from "vitest";
import {
  answerStartDay,
  canMoveQuote,
  quoteLineTitle,
  quoteMoves,
  quoteStatuses,
  shownQuoteStatus,
} from "./quote-status.ts";

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

describe("what the quote screens share", () => {
  it("an answer starts from the last answer's day while it holds, else a week from today", () => {
    expect(answerStartDay("2026-12-06", "2026-11-29")).toBe("2026-12-06");
    expect(answerStartDay("2026-11-29", "2026-11-29")).toBe("2026-11-29");
    expect(answerStartDay("2026-11-28", "2026-11-29")).toBe("2026-12-06");
    expect(answerStartDay(null, "2026-12-28")).toBe("2027-01-04");
  });

  it("a move is offered only from its own statuses", () => {
    expect(quoteStatuses.filter((status) => canMoveQuote("answered", status))).toEqual(["requested", "answered"]);
    expect(quoteStatuses.filter((status) => canMoveQuote("withdrawn", status))).toEqual(["requested", "answered"]);
    expect(quoteStatuses.filter((status) => canMoveQuote("accepted", status))).toEqual(["answered"]);
  });

  it("a line is named by its product and, in brackets, its variant", () => {
    expect(quoteLineTitle({ title: "Linen shirt", variantName: "XL / Blue" })).toBe("Linen shirt (XL / Blue)");
    expect(quoteLineTitle({ title: "Linen shirt", variantName: null })).toBe("Linen shirt");
  });
});
