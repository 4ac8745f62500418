import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { describe, expect, it } from "vitest";
import {
  bookLists,
  isPriceBook,
  priceBookOf,
  priceClaimSeconds,
  requestPriceBook,
  signPriceClaim,
  verifyPriceClaim,
  type PriceBook,
} from "./price-claim.ts";
import { generateSessionToken, sessionIdOf } from "./session.ts";

const secret = "unit-test-claim-secret-of-32-characters-or-more";

describe("price claim", () => {
  const token = generateSessionToken();
  const now = 1_800_000_000_000;

  it.each(["plain", "shelf", "c12g3", "c12", "g3"] as const)(
    "grants the %s book it was signed for, to its session",
    async (book) => {
      const claim = await signPriceClaim(secret, token, book, now);
      expect(claim.startsWith(`${book}.`)).toBe(true);
      expect(await verifyPriceClaim(secret, token, claim, now)).toBe(book);
      expect(await verifyPriceClaim(secret, generateSessionToken(), claim, now)).toBeNull();
    },
  );

  it("stands for its lifetime and not a second longer", async () => {
    const claim = await signPriceClaim(secret, token, "c7", now);
    expect(await verifyPriceClaim(secret, token, claim, now + (priceClaimSeconds - 1) * 1000)).toBe("c7");
    expect(await verifyPriceClaim(secret, token, claim, now + priceClaimSeconds * 1000)).toBeNull();
  });

  it.each([
    ["empty", ""],
    ["garbage", "p.abc.def"],
    ["a changed expiry", "CHANGE_EXPIRY"],
    ["a book turned from plain to shelf", "PLAIN_TO_SHELF"],
    ["a book turned to another list", "OTHER_LIST"],
    ["a book that is no book", "NO_BOOK"],
  ])("refuses a claim that is %s", async (_, kind) => {
    const claim = await signPriceClaim(secret, token, kind === "OTHER_LIST" ? "c12g3" : "plain", now);
    const tampered =
      kind === "CHANGE_EXPIRY"
        ? claim.replace(/\.(\d+)\./, (_m, expiry: string) => `.${Number(expiry) - 10}.`)
        : kind === "PLAIN_TO_SHELF"
          ? claim.replace(/^plain\./, "shelf.")
          : kind === "OTHER_LIST"
            ? claim.replace(/^c12g3\./, "c13g3.")
            : kind === "NO_BOOK"
              ? claim.replace(/^plain\./, "prices.")
              : kind;
    expect(await verifyPriceClaim(secret, token, tampered, now)).toBeNull();
  });

  it("refuses a claim of the old format (v1: p. and n.), even one signed with the right secret", async () => {
    // Format 1 signed `jumla-price-claim:v1:<prices|plain>:…` and wrote `p.` or `n.` before the expiry.
    const expiresAt = Math.floor(now / 1000) + 60;
    const key = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const mac = await crypto.subtle.sign(
      "HMAC",
      key,
      new TextEncoder().encode(`jumla-price-claim:v1:prices:${expiresAt}:${sessionIdOf(token)}`),
    );
    const old = `p.${expiresAt}.${encodeBase64urlNoPadding(new Uint8Array(mac))}`;
    expect(await verifyPriceClaim(secret, token, old, now)).toBeNull();
  });

  it("reads a guest as the plain book and a session without a claim as unknown", async () => {
    const request = (cookie?: string) => new Request("http://127.0.0.1/en/", cookie ? { headers: { cookie } } : {});
    expect(await requestPriceBook(request(), secret, now)).toBe("plain");
    expect(await requestPriceBook(request("jumla_session=not-a-token"), secret, now)).toBe("plain");
    expect(await requestPriceBook(request(`jumla_session=${token}`), secret, now)).toBeNull();
    const claim = await signPriceClaim(secret, token, "g4", now);
    expect(await requestPriceBook(request(`jumla_session=${token}; jumla_prices=${claim}`), secret, now)).toBe("g4");
    // Without a usable secret no claim is trusted: the session is always checked.
    expect(await requestPriceBook(request(`jumla_session=${token}; jumla_prices=${claim}`), "short", now)).toBeNull();
  });
});

describe("price book", () => {
  it.each([
    [{ canSeePrices: false, companyListId: 12, groupListId: 3 }, "plain"],
    [{ canSeePrices: true, companyListId: null, groupListId: null }, "shelf"],
    [{ canSeePrices: true, companyListId: 12, groupListId: 3 }, "c12g3"],
    [{ canSeePrices: true, companyListId: 12, groupListId: null }, "c12"],
    [{ canSeePrices: true, companyListId: null, groupListId: 3 }, "g3"],
  ] as const)("of %o is %s, and names its lists back", (buyer, book) => {
    expect(priceBookOf(buyer)).toBe(book);
    expect(isPriceBook(book)).toBe(true);
    const lists = bookLists(book as PriceBook);
    if (book === "plain" || book === "shelf") expect(lists).toBeNull();
    else expect(lists).toEqual({ companyListId: buyer.companyListId, groupListId: buyer.groupListId });
  });

  it.each(["", "prices", "c", "g", "c1g", "g3c12", "c-1", "C12", "c12g3x"])("is never %j", (text) => {
    expect(isPriceBook(text)).toBe(false);
  });
});
