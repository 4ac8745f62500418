import { describe, expect, it, vi } from "vitest";
import { checkVersion, versionStorageKey } from "./version-check.ts";

function setup(stored: string | null, answer: () => Promise<Response>) {
  const values = new Map<string, string>(stored === null ? [] : [[versionStorageKey, stored]]);
  const deps = {
    fetch: vi.fn(answer) as unknown as typeof fetch,
    storage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    },
    clearCaches: vi.fn(async () => {}),
    reload: vi.fn(),
    log: vi.fn(),
  };
  return { deps, values };
}

const version = (v: string) => async () => Response.json({ version: v });

describe("checkVersion", () => {
  it("stores the new version, clears caches and reloads when the stored one differs", async () => {
    const { deps, values } = setup("1.0.0", version("1.1.0"));
    expect(await checkVersion(deps)).toBe(true);
    expect(values.get(versionStorageKey)).toBe("1.1.0");
    expect(deps.clearCaches).toHaveBeenCalledOnce();
    expect(deps.reload).toHaveBeenCalledOnce();
  });

  it("does nothing more when the version is unchanged", async () => {
    const { deps } = setup("1.1.0", version("1.1.0"));
    expect(await checkVersion(deps)).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it("only stores the version on a first visit", async () => {
    const { deps, values } = setup(null, version("1.1.0"));
    expect(await checkVersion(deps)).toBe(false);
    expect(values.get(versionStorageKey)).toBe("1.1.0");
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it.each([
    ["a network failure", async () => Promise.reject(new TypeError("Failed to fetch"))],
    ["an error status", async () => new Response("nope", { status: 500 })],
    ["a body without a version", async () => Response.json({})],
  ])("only logs %s", async (_, answer) => {
    const { deps, values } = setup("1.0.0", answer);
    expect(await checkVersion(deps)).toBe(false);
    expect(deps.log).toHaveBeenCalledOnce();
    expect(deps.reload).not.toHaveBeenCalled();
    expect(values.get(versionStorageKey)).toBe("1.0.0");
  });
});
