// Rules for a password a user chooses (SPEC §5, §9: at least 8 characters; issue #4 and OWASP ASVS
// 5.0 V6.2: at least 64 allowed, the most common passwords refused). Free of Hono and the database,
// so the registration and reset forms check the same rules in the browser.
import { commonPasswordList } from "./common-passwords.ts";

export const passwordLength = { min: 8, max: 128 } as const;

let common: Set<string> | undefined;

/** Whether a password is among the 3,000 most common ones, ignoring case ("Password1" counts). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(commonPasswordList.split("\n"));
  return common.has(password.toLowerCase());
}

export type PasswordProblem = "short" | "long" | "common";

/** The first rule a new password breaks, or null. Length counts characters, not UTF-16 units. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < passwordLength.min) return "short";
  if (length > passwordLength.max) return "long";
  if (isCommonPassword(password)) return "common";
  return null;
}
