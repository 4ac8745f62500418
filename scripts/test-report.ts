/**
 * `npx node scripts/test-report.ts`: what the last test run cost, from the JSON reports each level
 * writes to test-reports/ (unit.json and api.json by vitest, e2e.json by Playwright): each level's
 * time, its slowest files and tests, and every test that passed only on a retry, by name, so a
 * flaky test is seen rather than hidden by its retry (decision 0078). .ci/run prints it at the end.
 */
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";

const reports = "test-reports";
const shown = 8;

interface Timed {
  name: string;
  ms: number;
}

interface Level {
  wallMs: number;
  tests: number;
  files: Timed[];
  slowest: Timed[];
  /** Tests that failed first and passed on a retry. */
  flaky: string[];
  failed: number;
}

/** vitest's JSON reporter (`--outputFile.json`). */
interface VitestReport {
  startTime: number;
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { fullName: string; status: string; duration?: number | null }[];
  }[];
}

function vitestLevel(report: VitestReport): Level {
  const files = report.testResults.map((file) => ({
    name: relative(process.cwd(), file.name),
    ms: file.endTime - file.startTime,
  }));
  const tests = report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `${relative(process.cwd(), file.name)} › ${test.fullName}`,
      ms: test.duration ?? 0,
      status: test.status,
    })),
  );
  const ended = Math.max(report.startTime, ...report.testResults.map((file) => file.endTime));
  return {
    wallMs: ended - report.startTime,
    tests: tests.length,
    files,
    slowest: tests,
    flaky: [],
    failed: tests.filter((test) => test.status === "failed").length,
  };
}

/** Playwright's JSON reporter. */
interface PlaywrightSuite {
  file: string;
  title: string;
  specs: {
    title: string;
    tests: {
      projectName: string;
      status: "expected" | "unexpected" | "flaky" | "skipped";
      results: { duration: number; retry: number }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { duration: number };
  suites: PlaywrightSuite[];
}

function playwrightLevel(report: PlaywrightReport): Level {
  const tests: (Timed & { status: string })[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        tests.push({
          name: `[${test.projectName}] ${suite.file} › ${[...titles, spec.title].join(" › ")}`,
          ms: test.results.reduce((sum, result) => sum + result.duration, 0),
          status: test.status,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  const byFile = new Map<string, number>();
  for (const test of tests) {
    const file = /\] (\S+)/.exec(test.name)?.[1] ?? test.name;
    byFile.set(file, (byFile.get(file) ?? 0) + test.ms);
  }
  return {
    wallMs: report.stats.duration,
    tests: tests.length,
    files: [...byFile].map(([name, ms]) => ({ name, ms })),
    slowest: tests,
    flaky: tests.filter((test) => test.status === "flaky").map((test) => test.name),
    failed: tests.filter((test) => test.status === "unexpected").length,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
const top = (items: Timed[]) => [...items].sort((a, b) => b.ms - a.ms).slice(0, shown);

for (const [name, read] of [
  ["unit", (json: unknown) => vitestLevel(json as VitestReport)],
  ["api", (json: unknown) => vitestLevel(json as VitestReport)],
  ["e2e", (json: unknown) => playwrightLevel(json as PlaywrightReport)],
] as const) {
  const path = `${reports}/${name}.json`;
  if (!existsSync(path)) continue;
  const level = read(JSON.parse(readFileSync(path, "utf8")));
  console.log(
    `\n${name}: ${seconds(level.wallMs).trim()}, ${level.tests} tests, ${level.failed} failed, ${level.flaky.length} flaky`,
  );
  console.log(`  slowest files (summed test time):`);
  for (const file of top(level.files)) console.log(`  ${seconds(file.ms)}  ${file.name}`);
  console.log(`  slowest tests:`);
  for (const test of top(level.slowest)) console.log(`  ${seconds(test.ms)}  ${test.name}`);
  if (level.flaky.length > 0) {
    console.log(`  FLAKY: passed only on a retry (fix or report them; a retry hides nothing here):`);
    for (const test of level.flaky) console.log(`    ${test}`);
  }
}
