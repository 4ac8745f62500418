import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase64 } from "@oslojs/encoding";

/**
 * Runs in <head> before first paint: marks `<html data-account="<role>">` from the account cookie
 * (core/account-cookie.ts), so a signed-in buyer's header shows the account, not "Sign in", from
 * the first frame of a page the cache shares with every buyer (docs/decisions/0028). Kept as a
 * string so its CSP hash is computed from exactly the text that is sent.
 */
export const accountInitScript =
  'try{var m=document.cookie.match(/(?:^|; )(?:__Host-)?jumla_account=([^;]*)/),a=m&&JSON.parse(decodeURIComponent(m[1]));if(a&&typeof a.r==="string")document.documentElement.dataset.account=a.r}catch(e){}';

/** `sha256-…` of the script, for `Astro.csp.insertScriptHash` (script-src without 'unsafe-inline'). */
export const accountInitScriptHash =
  `sha256-${encodeBase64(sha256(new TextEncoder().encode(accountInitScript)))}` as const;
