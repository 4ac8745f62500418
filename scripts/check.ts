/**
 * `npm run check`: the type check (astro check: .astro files and every .ts file tsconfig includes),
 * ESLint and Prettier, side by side. Each is mostly one thread and none needs another's result,
 * so on CI's two cores they take about the longest one's time instead of the sum (decision 0078).
 * Each one's output is printed whole when it ends; the check fails if any of them does.
 */
import { spawn } from "node:child_process";

const checks = [
  ["types (astro check)", "astro", ["check"]],
  ["lint (eslint)", "eslint", ["."]],
  ["format (prettier)", "prettier", ["--check", "."]],
] as const;

const started = performance.now();
const results = await Promise.all(
  checks.map(
    ([name, command, args]) =>
      new Promise<boolean>((resolve) => {
        let output = "";
        const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
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
