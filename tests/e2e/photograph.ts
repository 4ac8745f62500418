import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import type { Locator, Page } from "@playwright/test";

/**
 * A photograph of a page or an element, for a person to look at after a local run (under
 * test-results/ or playwright-report/). None in CI (decision 0078): nobody looks at them there,
 * and a full-page capture costs a second or more; assertions, not photographs, are what tests prove.
 */
export async function photograph(
  target: Page | Locator,
  path: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.CI) return;
  await mkdir(dirname(path), { recursive: true });
  await target.screenshot({ path, ...("goto" in target ? { fullPage: options.fullPage ?? true } : {}) });
}
