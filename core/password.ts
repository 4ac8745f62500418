import type Argon2 from "@phi-ag/argon2";
import { Argon2Type, Argon2Version } from "@phi-ag/argon2";

/** OWASP minimum for argon2id (ARCHITECTURE.md §3): m = 19 MiB, t = 2, p = 1. */
export const passwordHashOptions = {
  type: Argon2Type.Argon2id,
  version: Argon2Version.Version13,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
  hashLength: 32,
} as const;

export interface PasswordHasher {
  /** The PHC-encoded argon2id hash (`$argon2id$v=19$m=19456,t=2,p=1$…`) with a fresh random salt. */
  hash(password: string): string;
  /** Whether the password matches the encoded hash; a malformed hash never matches. */
  verify(encoded: string, password: string): boolean;
}

/**
 * Wraps an instantiated Argon2 WebAssembly module. workerd refuses runtime-compiled WebAssembly,
 * so the Worker instantiates the statically imported module (password-workerd.ts) and Node
 * scripts load the same .wasm file (password-node.ts); both hash identically.
 */
export function createPasswordHasher(argon2: Argon2): PasswordHasher {
  return {
    hash: (password) => argon2.hash(password, passwordHashOptions).encoded,
    verify: (encoded, password) => argon2.tryVerify(encoded, password, Argon2Type.Argon2id).success,
  };
}
