// Issue #4 asks for the argon2id cost of one sign-in measured inside workerd. Not a timed test
// (ARCHITECTURE.md §7): it prints the number and only checks the hasher works.
// workerd freezes its clock during synchronous work (Spectre mitigation) and advances it at I/O,
// so each measurement ends with a KV read, whose own cost is measured and subtracted.
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { workerPasswordHasher } from "../../core/password-workerd.ts";

const rounds = 10;

async function elapsed(work: () => void): Promise<number> {
  await env.KV.get("timing:tick");
  const start = Date.now();
  work();
  await env.KV.get("timing:tick");
  return Date.now() - start;
}

it("measures argon2id verification per sign-in in workerd", async () => {
  const hasher = await workerPasswordHasher();
  const encoded = hasher.hash("Measure#2026");
  const ioOnly = await elapsed(() => undefined);
  let matched = 0;
  const total = await elapsed(() => {
    for (let i = 0; i < rounds; i++) if (hasher.verify(encoded, "Measure#2026")) matched++;
  });
  const perVerify = (total - ioOnly) / rounds;
  console.log(
    `argon2id (m=19 MiB, t=2, p=1) verify in workerd: ${perVerify.toFixed(1)} ms per sign-in (${rounds} rounds)`,
  );
  expect(matched).toBe(rounds);
});
