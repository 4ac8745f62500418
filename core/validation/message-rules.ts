import { toLatinDigits } from "./rules.ts";

/**
 * SPEC §5 contact: "URLs and personal information are refused in the message". Personal
 * information here is what lets a message bypass the shop's own channels: email addresses and
 * phone numbers (Arabic-Indic digits count as Latin ones). The reply goes to the sender's email
 * field, so the message never needs them.
 */
export type RefusedContent = "links" | "personalInfo";

const url = /\b(?:https?:\/\/|ftp:\/\/|www\.)\S/i;
// A bare domain such as "cheap-deals.com/offer": a name, a dot and a common top-level domain.
const bareDomain =
  /\b[a-z0-9][a-z0-9-]*\.(?:com|net|org|info|biz|io|co|me|app|shop|store|online|site|link|ly|sa|uk|ae|eg|tk)\b/i;
const email = /[^\s@]+@[^\s@]+\.[^\s@]{2,}/;
// A run of digits with the separators people type inside phone numbers.
const digitRun = /\+?\d[\d\s().-]*\d/g;

/** Whether a run of digits reads as a phone number rather than quantities, sizes or dates. */
function isPhoneNumber(run: string): boolean {
  const digits = run.replace(/\D/g, "");
  // SPEC §9: phone numbers have at least 10 digits; 9 catches a mobile typed without its 0.
  if (digits.length < 9) return false;
  // "0501234567", "+966 50 123 4567", "00966…", or nine or more digits with nothing between them.
  // A spaced list such as "38 40 42 44 46" (sizes) does not start like a phone number.
  return run.startsWith("+") || run.startsWith("0") || /^\d+$/.test(run);
}

/**
 * What a contact message must not contain, or null when it is acceptable.
 * @example findRefusedContent("Call me on 0501234567") // "personalInfo"
 */
export function findRefusedContent(message: string): RefusedContent | null {
  const text = toLatinDigits(message);
  if (email.test(text)) return "personalInfo";
  if (url.test(text) || bareDomain.test(text)) return "links";
  for (const [run] of text.matchAll(digitRun)) if (isPhoneNumber(run.trim())) return "personalInfo";
  return null;
}
