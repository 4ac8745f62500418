import Argon2 from "@phi-ag/argon2";
import wasm from "@phi-ag/argon2/argon2.wasm";
import { createPasswordHasher, type PasswordHasher } from "./password.ts";

let hasher: Promise<PasswordHasher> | undefined;

/** The password hasher inside the Worker, instantiated once per isolate from the bundled module. */
export function workerPasswordHasher(): Promise<PasswordHasher> {
  hasher ??= WebAssembly.instantiate(wasm).then((instance) => createPasswordHasher(new Argon2(instance)));
  return hasher;
}
