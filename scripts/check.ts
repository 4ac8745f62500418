/**
 * `npm run check`: the type check (astro check: .astro files and every .ts file tsconfig includes),
 * ESLint and Prettier, side by side. Each is mostly one thread and none needs another's result,
 * so on CI's two cores they take about the longest one's time instead of the sum (decision 0078).
 * Each one's output is printed whole when it ends; the check fails if any of them does.
 */
import { spawn } from "node:child_process";
import { homedir } from "node:os";
import { join } from "node:path";

/** Where Prettier keeps what it checked, per machine (XDG's cache directory). */
const prettierCache = join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "jumla", "prettier");

const checks = [
  ["types (astro check)", "astro", ["check"]],
  ["lint (eslint)", "eslint", ["."]],
  // Prettier's cache keeps each file's verdict by its content and Prettier's version and options,
  // outside the clone so a fresh clone on the same machine reuses it: 25 CPU seconds become 2
  // (decision 0106). A changed file, option or version is checked again.
  [
    "format (prettier)",
    "prettier",
    ["--check", ".", "--cache", "--cache-strategy", "content", "--cache-location", prettierCache],
  ],
] as const;

// astro check holds the whole program's types: 6.5 GB at its peak since the order desk's screens
// (995 files), past Node's default heap limit of about 4 GB, where it died out of memory.
const NODE_OPTIONS = [process.env.NODE_OPTIONS, "--max-old-space-size=8192"].filter(Boolean).join(" ");

const started = performance.now();
const results = await Promise.all(
  checks.map(
    ([name, command, args]) =>
      new Promise<boolean>((resolve) => {
        let output = "";
        const child = spawn(command, args, {
          stdio: ["ignore", "pipe", "pipe"],
          env: { ...process.env, NODE_OPTIONS },
        });
        child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.on("error", (error) => {
          output += String(error);
          resolve(false);
        });
        child.on("close", (code) => {
          const seconds = ((performance.now() - started) / 1000).toFixed(0);
          console.log(`\n── ${name}: ${code === 0 ? "passed" : `failed (exit ${code})`} after ${seconds} s ──`);
          console.log(output.trimEnd());
          resolve(code === 0);
        });
      }),
  ),
);
if (results.includes(false)) process.exit(1);
