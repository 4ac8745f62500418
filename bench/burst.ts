// The burst part of `npm run bench` (issue #19 "Measure"): 200 simultaneous mixed requests, then
// 1,000 more in five waves of 200, against the built Worker: pages, JSON, sign-ins and quotes, as a
// crowd arriving at once would send them. Reports the answers by status (a 5xx is a failure), the
// latency p50/p95 per kind and overall, and whether the shop answers normally right after.
import { randomBytes } from "node:crypto";

export interface BurstKind {
  kind: string;
  count: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
}

export interface BurstRound {
  name: string;
  requests: number;
  serverErrors: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  kinds: BurstKind[];
}

export interface BurstBench {
  rounds: BurstRound[];
  /** `/api/health` and the home page right after the last wave. */
  isHealthyAfter: boolean;
}

interface Shot {
  kind: string;
  send: () => Promise<Response>;
}

const round = (ms: number) => Math.round(ms * 100) / 100;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Fires every shot at once; each answer timed to its last byte. */
async function fire(name: string, shots: Shot[]): Promise<BurstRound> {
  const answers = await Promise.all(
    shots.map(async ({ kind, send }) => {
      const started = performance.now();
      const status = await send()
        .then(async (response) => {
          await response.arrayBuffer();
          return String(response.status);
        })
        .catch(() => "network error");
      return { kind, status, ms: performance.now() - started };
    }),
  );
  const tally = (list: typeof answers) => {
    const statuses: Record<string, number> = {};
    for (const { status } of list) statuses[status] = (statuses[status] ?? 0) + 1;
    const times = list.map((answer) => answer.ms).sort((a, b) => a - b);
    return { statuses, p50: round(quantile(times, 0.5)), p95: round(quantile(times, 0.95)) };
  };
  const kinds = [...new Set(answers.map((answer) => answer.kind))].map((kind) => {
    const list = answers.filter((answer) => answer.kind === kind);
    return { kind, count: list.length, ...tally(list) };
  });
  const serverErrors = answers.filter(({ status }) => !/^[1-4]\d\d$/.test(status)).length;
  return { name, requests: shots.length, serverErrors, ...tally(answers), kinds };
}

/**
 * Measures bursts against a running Worker at `origin`: `pages` are storefront paths, `buyer` the
 * signed-in demo buyer's cookie and a quote body they may send, `signIn` a correct sign-in body.
 */
export async function measureBurst(options: {
  origin: string;
  pages: string[];
  buyer: { cookie: string; quote: unknown };
  signIn: { login: string; password: string };
}): Promise<BurstBench> {
  const { origin } = options;
  const json = { origin, "content-type": "application/json", "accept-language": "en" };
  const kinds: Shot[] = [
    ...options.pages.map((path) => ({
      kind: "page",
      send: () => fetch(origin + path, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } }),
    })),
    { kind: "json", send: () => fetch(`${origin}/api/front/settings`) },
    { kind: "json", send: () => fetch(`${origin}/api/category?page=1`, { headers: { "accept-language": "ar" } }) },
    {
      kind: "sign-in",
      // Each from an address of its own: a crowd of buyers, not one address's brake (decision 0072).
      send: () =>
        fetch(`${origin}/api/auth/login`, {
          method: "POST",
          headers: { ...json, "cf-connecting-ip": `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}` },
          body: JSON.stringify(options.signIn),
        }),
    },
    {
      kind: "quote",
      send: () =>
        fetch(`${origin}/api/checkout/quote`, {
          method: "POST",
          headers: { ...json, cookie: options.buyer.cookie },
          body: JSON.stringify(options.buyer.quote),
        }),
    },
  ];
  const shots = (count: number) => Array.from({ length: count }, (_, i) => kinds[i % kinds.length] as Shot);
  const rounds = [await fire("200 at once", shots(200))];
  for (let wave = 1; wave <= 5; wave += 1) rounds.push(await fire(`wave ${wave} of 5 (200 at once)`, shots(200)));
  const [health, home] = await Promise.all([fetch(`${origin}/api/health`), fetch(`${origin}/`)]);
  for (const burst of rounds) console.log(`burst ${burst.name}: ${JSON.stringify(burst)}`);
  return { rounds, isHealthyAfter: health.ok && home.ok };
}
