import { existsSync } from "node:fs";

/**
 * The Chromium that tests, screenshots and benches drive (Playwright's own browser downloads are
 * impossible here): `CHROMIUM_PATH` when set, else Debian's headless shell when installed (the
 * browser without its window code, which Playwright itself uses for headless runs: about a fifth
 * less CPU per test on two cores, decision 0078), else Debian's Chromium.
 */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium";
}

const headlessShell = "/usr/bin/chromium-headless-shell";
