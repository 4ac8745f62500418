import { describe, expect, it } from "vitest";
import { signInCaptcha } from "./captcha.ts";

function recordingCsp() {
  const added: string[] = [];
  return {
    added,
    insertScriptResource: (resource: unknown) => void added.push(`script-src ${String(resource)}`),
    insertDirective: (directive: string) => void added.push(directive),
  };
}

describe("signInCaptcha", () => {
  it.each(["testing_v1", "v_1_"])("allows nothing and gives no key on %s, which has no captcha", (profile) => {
    const csp = recordingCsp();
    expect(signInCaptcha(csp, { PROFILE: profile, CAPTCHA_PUBLIC_KEY: "1x00000000000000000000AA" })).toBeNull();
    expect(csp.added).toEqual([]);
  });

  it.each(["testing_v2", "testing_v3", "v_2_", "v_3_"])("lets Turnstile into the page on %s", (profile) => {
    const csp = recordingCsp();
    expect(signInCaptcha(csp, { PROFILE: profile, CAPTCHA_PUBLIC_KEY: "site-key" })).toBe("site-key");
    expect(csp.added).toEqual([
      "script-src 'self'",
      "script-src https://challenges.cloudflare.com",
      "frame-src https://challenges.cloudflare.com",
    ]);
  });

  it("fails loudly on a captcha profile without its key", () => {
    expect(() => signInCaptcha(recordingCsp(), { PROFILE: "v_2_" })).toThrow(/CAPTCHA_PUBLIC_KEY/);
  });
});
