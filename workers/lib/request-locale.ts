import { getProfile, locales, type Locale } from "../../core/profiles.ts";

const isLocale = (value: string | null | undefined): value is Locale =>
  (locales as readonly (string | null | undefined)[]).includes(value);

/**
 * The language of an API answer: `?locale=` when a plain HTML form's action names its page's
 * language (decision 0014), else SPEC §7's Accept-Language from the stored site language, else the
 * profile's default language.
 */
export function requestLocale(request: Request, env: Pick<Env, "PROFILE">): Locale {
  const asked = new URL(request.url).searchParams.get("locale");
  if (isLocale(asked)) return asked;
  const header = request.headers.get("accept-language") ?? "";
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase().slice(0, 2);
    if (isLocale(tag)) return tag;
  }
  return getProfile(env.PROFILE).language;
}
