import { describe, expect, it } from "vitest";
import { priceClaimSeconds, requestPriceVariant, signPriceClaim, verifyPriceClaim } from "./price-claim.ts";
import { generateSessionToken } from "./session.ts";

const secret = "unit-test-claim-secret-of-32-characters-or-more";

describe("price claim", () => {
  const token = generateSessionToken();
  const now = 1_800_000_000_000;

  it.each(["prices", "plain"] as const)("grants the %s variant it was signed for, to its session", async (variant) => {
    const claim = await signPriceClaim(secret, token, variant, now);
    expect(await verifyPriceClaim(secret, token, claim, now)).toBe(variant);
    expect(await verifyPriceClaim(secret, generateSessionToken(), claim, now)).toBeNull();
  });

  it("stands for its lifetime and not a second longer", async () => {
    const claim = await signPriceClaim(secret, token, "prices", now);
    expect(await verifyPriceClaim(secret, token, claim, now + (priceClaimSeconds - 1) * 1000)).toBe("prices");
    expect(await verifyPriceClaim(secret, token, claim, now + priceClaimSeconds * 1000)).toBeNull();
  });

  it.each([
    ["empty", ""],
    ["garbage", "p.abc.def"],
    ["a changed expiry", "CHANGE_EXPIRY"],
    ["a changed variant", "CHANGE_VARIANT"],
  ])("refuses a claim that is %s", async (_, kind) => {
    const claim = await signPriceClaim(secret, token, "plain", now);
    const tampered =
      kind === "CHANGE_EXPIRY"
        ? claim.replace(/\.(\d+)\./, (_m, expiry: string) => `.${Number(expiry) - 10}.`)
        : kind === "CHANGE_VARIANT"
          ? claim.replace(/^n/, "p")
          : kind;
    expect(await verifyPriceClaim(secret, token, tampered, now)).toBeNull();
  });

  it("reads a guest as the unpriced variant and a session without a claim as unknown", async () => {
    const request = (cookie?: string) => new Request("http://127.0.0.1/en/", cookie ? { headers: { cookie } } : {});
    expect(await requestPriceVariant(request(), secret, now)).toBe("plain");
    expect(await requestPriceVariant(request("jumla_session=not-a-token"), secret, now)).toBe("plain");
    expect(await requestPriceVariant(request(`jumla_session=${token}`), secret, now)).toBeNull();
    const claim = await signPriceClaim(secret, token, "prices", now);
    expect(await requestPriceVariant(request(`jumla_session=${token}; jumla_prices=${claim}`), secret, now)).toBe(
      "prices",
    );
    // Without a usable secret no claim is trusted: the session is always checked.
    expect(
      await requestPriceVariant(request(`jumla_session=${token}; jumla_prices=${claim}`), "short", now),
    ).toBeNull();
  });
});
