import { describe, expect, it } from "vitest";
import { nodePasswordHasher } from "./password-node.ts";

describe("password hashing", async () => {
  const hasher = await nodePasswordHasher();
  const encoded = hasher.hash("correct horse battery");

  it("uses argon2id with m=19 MiB, t=2, p=1", () => {
    expect(encoded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("verifies the right password and refuses a wrong one", () => {
    expect(hasher.verify(encoded, "correct horse battery")).toBe(true);
    expect(hasher.verify(encoded, "correct horse battery!")).toBe(false);
  });

  it("salts every hash", () => {
    expect(hasher.hash("correct horse battery")).not.toBe(encoded);
  });

  it("never matches a malformed hash", () => {
    expect(hasher.verify("not-a-hash", "anything")).toBe(false);
  });
});
