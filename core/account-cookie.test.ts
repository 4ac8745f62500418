import { describe, expect, it } from "vitest";
import { accountHintValue, readAccountHint, type AccountHint } from "./account-cookie.ts";

describe("account cookie", () => {
  const hint: AccountHint = { name: "عبدالله", role: "unapproved", canSeePrices: false };

  it("reads back what was written, as the frameworks URI-encode it on the way out", () => {
    const sent = encodeURIComponent(accountHintValue(hint));
    expect(readAccountHint(`theme=dark; jumla_account=${sent}`)).toEqual(hint);
    expect(readAccountHint(`__Host-jumla_account=${sent}; other=1`)).toEqual(hint);
  });

  it.each([
    ["no cookie", "theme=dark"],
    ["garbage", "jumla_account=%7Bnot-json"],
    ["an unknown role", `jumla_account=${encodeURIComponent(JSON.stringify({ n: "A", r: "admin", p: 1 }))}`],
    ["no name", `jumla_account=${encodeURIComponent(JSON.stringify({ r: "customer", p: 1 }))}`],
  ])("shows a guest for %s", (_, header) => {
    expect(readAccountHint(header)).toBeNull();
  });
});
