// `npm run bench:profile` (not a test; issue #19 "Measure"): where a quote's and an order's Worker CPU
// goes. The built Worker runs in workerd (`wrangler dev --inspector-port`) over the local libSQL
// server with the demo data; a DevTools CPU profile (sampled every 100 µs) is taken while the demo
// buyer sends `BENCH_PROFILE_OPS` quotes, then as many orders, one at a time. It prints the Worker
// CPU per operation (every sample but idle) and the functions and packages that take it, and writes
// the profiles to bench/results/<operation>.cpuprofile (open them in Chrome DevTools' Performance panel).
import { execFileSync, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createClient } from "@libsql/client";
import { demoAccounts } from "../db/seed/accounts.ts";
import { startLocalStack } from "../scripts/local-stack.ts";

const profile = process.env.PROFILE ?? "testing_v1";
const ops = Number(process.env.BENCH_PROFILE_OPS ?? 400);
const port = Number(process.env.BENCH_PROFILE_PORT ?? 4331);
const inspectorPort = port + 5000;
const origin = `http://127.0.0.1:${port}`;
const env = { ...process.env, PROFILE: profile, CLOUDFLARE_ENV: profile };

if (process.env.BENCH_SKIP_BUILD !== "1") execFileSync("astro", ["build"], { stdio: "inherit", env });
// Its own copy of the demo data: the profile restocks a product to a million and drops its minimum,
// which the demo shop and the e2e tests (.data/<profile>.db) must never see.
const stack = await startLocalStack({ profile, siteOrigin: origin, file: `.data/bench-profile-${profile}.db` });
const worker = spawn(
  "wrangler",
  [
    ["dev", "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(inspectorPort)],
    ["--var", `DATABASE_URL:${stack.databaseUrl}`, "--var", `SITE_ORIGIN:${origin}`, "--log-level", "error"],
    ["--var", `CLAIM_SECRET:${randomBytes(48).toString("base64url")}`],
  ].flat(),
  { stdio: "ignore", env },
);
process.on("exit", () => worker.kill("SIGTERM"));
for (let attempt = 0; ; attempt += 1) {
  if (
    await fetch(`${origin}/api/health`)
      .then((r) => r.ok)
      .catch(() => false)
  )
    break;
  if (attempt > 240) throw new Error("the Worker did not start");
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** A DevTools protocol session with the Worker's isolate through wrangler's inspector proxy. */
async function inspect() {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error("no inspector target");
  // The inspector proxy takes connections from local origins only (Node's WebSocket sends none by itself).
  const socket = new WebSocket(url, { headers: { origin: "http://127.0.0.1" } } as unknown as string[]);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let id = 0;
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  return {
    send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
      id += 1;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve) => pending.set(id, resolve as (result: unknown) => void));
    },
    close: () => socket.close(),
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** The package a frame's code comes from, read from the bundle's source paths where wrangler keeps them. */
function packageOf(frame: ProfileNode["callFrame"]): string {
  const name = frame.functionName;
  if (!frame.url) return name.startsWith("(") ? name : "(native)";
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url);
  return match?.[1] ?? frame.url.replace(/^.*\/(dist|\.wrangler)\//, "");
}

/** Self time per function and per package, and the CPU (all but idle) per operation, in ms. */
function summarise(cpu: CpuProfile, count: number) {
  const byId = new Map(cpu.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  cpu.samples.forEach((nodeId, i) => selfUs.set(nodeId, (selfUs.get(nodeId) ?? 0) + (cpu.timeDeltas[i] ?? 0)));
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  let busyUs = 0;
  for (const [nodeId, us] of selfUs) {
    const frame = byId.get(nodeId)?.callFrame;
    if (!frame || frame.functionName === "(idle)") continue;
    busyUs += us;
    const fn = `${frame.functionName || "(anonymous)"} ${frame.url.split("/").at(-1) ?? ""}:${frame.lineNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + us);
    const pkg = packageOf(frame);
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => ({
        name,
        msPerOp: Math.round((us / count / 1000) * 1000) / 1000,
        share: `${((us / busyUs) * 100).toFixed(1)}%`,
      }));
  return {
    cpuMsPerOp: Math.round((busyUs / count / 1000) * 100) / 100,
    packages: top(packages, 15),
    functions: top(functions, 25),
  };
}

/** The process ids under `root` (wrangler, its workerd and their children), from /proc. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
    } catch {
      // The process ended meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(children.get(tree[i] ?? -1) ?? []));
  return tree;
}

/**
 * The CPU milliseconds workerd has used so far (user + system, every thread): what the Worker costs,
 * measured without a profiler attached (sampling slows the code it samples several times over).
 */
function workerdCpuMs(): number {
  let ticks = 0;
  for (const pid of processTree(worker.pid ?? -1)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (!stat.includes("(workerd)")) continue;
      // utime and stime, fields 14 and 15 of proc(5), in clock ticks of 10 ms
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile
    }
  }
  return ticks * 10;
}

/** The demo buyer's cookies, a plain product and their address: what a quote and an order need. */
async function buyer() {
  const { email, password } = demoAccounts.approvedCustomer;
  const login = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ login: email, password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .join("; ");
  const db = createClient({ url: stack.databaseUrl });
  const value = async (sql: string, args: (string | number)[] = []) => (await db.execute({ sql, args })).rows[0]?.[0];
  const productId = Number(
    await value(`select id from products where status = 'available' and availability = 'available' and has_variants = 0
      and id not in (select product_id from product_option_groups) order by id limit 1`),
  );
  await db.execute({
    sql: "update products set quantity = 1000000, min_order_quantity = 1, pack_size = 1 where id = ?",
    args: [productId],
  });
  const addressId = Number(
    await value(
      "select a.id from addresses a join customers c on c.id = a.customer_id where c.email = ? order by a.is_default desc limit 1",
      [email],
    ),
  );
  db.close();
  const headers = { origin, cookie, "content-type": "application/json", "accept-language": "en" };
  const body = { lines: [{ productId, quantity: 2 }], addressId };
  const quote = await fetch(`${origin}/api/checkout/quote`, { method: "POST", headers, body: JSON.stringify(body) });
  const methods = ((await quote.json()) as { data: { paymentMethods: { id: number; kind: string }[] } }).data
    .paymentMethods;
  const paymentMethodId = methods.find((m) => m.kind === "bank_transfer")?.id;
  return { headers, body: { ...body, paymentMethodId } };
}

const { headers, body } = await buyer();
const operations = {
  quote: () => fetch(`${origin}/api/checkout/quote`, { method: "POST", headers, body: JSON.stringify(body) }),
  order: () =>
    fetch(`${origin}/api/orders`, {
      method: "POST",
      headers: { ...headers, "idempotency-key": randomUUID() },
      body: JSON.stringify(body),
    }),
};
// Unprofiled first, before any inspector attaches: workerd's own CPU per operation, one at a time
const unprofiled: Record<string, number> = {};
for (const [name, send] of Object.entries(operations)) {
  for (let i = 0; i < 50; i += 1) await (await send()).arrayBuffer();
  const cpuBefore = workerdCpuMs();
  for (let i = 0; i < ops; i += 1) await (await send()).arrayBuffer();
  unprofiled[name] = Math.round(((workerdCpuMs() - cpuBefore) / ops) * 100) / 100;
}
const inspector = await inspect();
await inspector.send("Profiler.enable");
await inspector.send("Profiler.setSamplingInterval", { interval: 100 });
mkdirSync("bench/results", { recursive: true });
const report: Record<string, unknown> = {};
for (const [name, send] of Object.entries(operations)) {
  for (let i = 0; i < 50; i += 1) await (await send()).arrayBuffer();
  const roundTrips = /db;dur=[\d.]+;desc=(\d+)/.exec((await send()).headers.get("server-timing") ?? "")?.[1];
  await inspector.send("Profiler.start");
  const started = performance.now();
  for (let i = 0; i < ops; i += 1) {
    const answer = await send();
    if (!answer.ok) throw new Error(`${name} answered ${answer.status}: ${await answer.text()}`);
    await answer.arrayBuffer();
  }
  const wallMs = (performance.now() - started) / ops;
  const { profile: cpu } = await inspector.send<{ profile: CpuProfile }>("Profiler.stop");
  writeFileSync(`bench/results/${name}.cpuprofile`, JSON.stringify(cpu));
  const summary = {
    roundTrips: Number(roundTrips),
    workerdCpuMsPerOp: unprofiled[name],
    wallMsPerOp: Math.round(wallMs * 100) / 100,
    ...summarise(cpu, ops),
  };
  report[name] = summary;
  console.log(
    `\n${name}: ${summary.workerdCpuMsPerOp} ms workerd CPU unprofiled, ${summary.cpuMsPerOp} ms Worker CPU profiled, ${summary.wallMsPerOp} ms wall, ${summary.roundTrips} round trips per operation`,
  );
  console.table(summary.packages);
  console.table(summary.functions);
}
writeFileSync("bench/results/profile.json", `${JSON.stringify(report, null, 2)}\n`);
inspector.close();
worker.kill("SIGTERM");
await stack.close();
process.exit(0);
