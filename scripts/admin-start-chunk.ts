import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** What rolldown tells a chunk-naming function about a module (its `ChunkingContext`). */
interface ModuleGraph {
  getModuleInfo(id: string): {
    isEntry: boolean;
    importers: readonly string[];
    dynamicImporters: readonly string[];
    importedIds: readonly string[];
  } | null;
}

const adminApp = fileURLToPath(new URL("../src/admin/AdminApp.tsx", import.meta.url));

/**
 * The back office's first load in one script (decision 0109): rolldown gives every module that the
 * admin app's entry and one of its lazy screens share a chunk of its own, so the first load
 * fetched 74 scripts, most under 1 KB. A module goes in the "admin" chunk when the entry loads it
 * at once (a static import, directly or through others) and nothing but the admin app imports it,
 * so a storefront page never loads the chunk and a lazy screen still loads only its own code. What
 * the storefront shares (React, the i18n and money helpers) keeps rolldown's own chunks.
 * The group takes only those modules, not the modules they import (rolldown's default would pull in
 * React and everything else the storefront shares); rolldown allows that only when entries may
 * export more than they declare, which Astro's client build does not ask for, so this plugin sets
 * it after Astro's configuration.
 */
export function adminStartChunk(): Plugin {
  return {
    name: "jumla:admin-start-chunk",
    enforce: "post",
    configEnvironment: (name) =>
      name === "client"
        ? {
            build: {
              rolldownOptions: {
                preserveEntrySignatures: "allow-extension",
                output: {
                  codeSplitting: { groups: [{ name: adminChunkName(), includeDependenciesRecursively: false }] },
                },
              },
            },
          }
        : undefined,
  };
}

/** The chunk name of a module, "admin" or none; called once per module of the client build. */
function adminChunkName(): (id: string, graph: ModuleGraph) => string | null {
  let startClosure: Set<string> | undefined;

  /** Whether every way into the module starts at the admin app: its importers, theirs, and so on. */
  const isAdminOnly = (id: string, graph: ModuleGraph): boolean => {
    const seen = new Set<string>();
    const pending = [id];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (next === adminApp || seen.has(next)) continue;
      seen.add(next);
      const info = graph.getModuleInfo(next);
      // Another entry (a page's script, a storefront island, maybe also a screen's part): not the
      // admin app's alone
      if (!info || info.isEntry) return false;
      pending.push(...info.importers, ...info.dynamicImporters);
    }
    return true;
  };

  return (id, graph) => {
    if (!startClosure) {
      startClosure = new Set();
      const pending = [adminApp];
      for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if (startClosure.has(next)) continue;
        startClosure.add(next);
        pending.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return startClosure.has(id) && isAdminOnly(id, graph) ? "admin" : null;
  };
}
