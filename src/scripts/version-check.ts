/** localStorage key of the app version this browser last ran (SPEC §4). */
export const versionStorageKey = "app-version";

interface VersionCheckDeps {
  fetch: typeof fetch;
  storage: Pick<Storage, "getItem" | "setItem">;
  clearCaches: () => Promise<void>;
  reload: () => void;
  log: (message: string, error: unknown) => void;
}

/**
 * SPEC §4: fetch /version.json; if the stored version differs, store the new one, clear caches
 * and reload. A first visit only stores it (nothing stale to clear). Failures are only logged.
 * Returns whether a reload was triggered.
 */
export async function checkVersion(deps: VersionCheckDeps): Promise<boolean> {
  try {
    const response = await deps.fetch("/version.json", { cache: "no-store" });
    if (!response.ok) throw new Error(`version.json answered ${response.status}`);
    const { version } = (await response.json()) as { version?: unknown };
    if (typeof version !== "string" || version === "") throw new Error("version.json has no version");
    const stored = deps.storage.getItem(versionStorageKey);
    deps.storage.setItem(versionStorageKey, version);
    if (stored === null || stored === version) return false;
    await deps.clearCaches();
    deps.reload();
    return true;
  } catch (error) {
    deps.log("Version check failed", error);
    return false;
  }
}

/** Deletes every Cache Storage entry this origin holds. */
export async function clearCacheStorage(): Promise<void> {
  if (!("caches" in globalThis)) return;
  const keys = await caches.keys();
  await Promise.all(keys.map((key) => caches.delete(key)));
}
