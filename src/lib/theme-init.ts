import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase64 } from "@oslojs/encoding";

/**
 * Runs in <head> before first paint so a dark page never flashes light (src/stores/theme.ts owns
 * the key). Kept as a string so its CSP hash is computed from exactly the text that is sent.
 */
export const themeInitScript =
  'try{if(localStorage.getItem("theme")==="dark")document.documentElement.classList.add("dark")}catch(e){}';

/** `sha256-…` of the script, for `Astro.csp.insertScriptHash` (script-src without 'unsafe-inline'). */
export const themeInitScriptHash = `sha256-${encodeBase64(sha256(new TextEncoder().encode(themeInitScript)))}` as const;
