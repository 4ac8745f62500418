import initialize from "@phi-ag/argon2/node";
import { createPasswordHasher, type PasswordHasher } from "./password.ts";

/** The password hasher for Node scripts (seed, tests). */
export async function nodePasswordHasher(): Promise<PasswordHasher> {
  return createPasswordHasher(await initialize());
}
