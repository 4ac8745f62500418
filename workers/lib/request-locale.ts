import { getProfile, locales, type Locale } from "../../core/profiles.ts";

/**
 * The language of an API answer: SPEC §7 clients send Accept-Language from the stored site
 * language; anything else falls back to the profile's default language.
 */
export function requestLocale(request: Request, env: Pick<Env, "PROFILE">): Locale {
  const header = request.headers.get("accept-language") ?? "";
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase().slice(0, 2);
    if ((locales as readonly string[]).includes(tag ?? "")) return tag as Locale;
  }
  return getProfile(env.PROFILE).language;
}
