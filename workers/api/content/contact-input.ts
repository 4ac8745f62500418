import { type } from "arktype";
import { findRefusedContent } from "./message-rules.ts";

/** Longest accepted text per field; the form's `maxlength` attributes read the same numbers. */
export const contactLimits = { name: 100, email: 254, subject: 150, message: 2000 } as const;

/** A required text field: trimmed, then at least one character and at most `max`. */
export const requiredText = (max: number) => type("string.trim").to(`1 <= string <= ${max}`);

/** A required, valid email address ("Invalid email address", SPEC §5 input type checks). */
export const emailAddress = type("string.trim").to(`string.email <= ${contactLimits.email}`);

/**
 * SPEC §5 contact: name, email, subject and message required; URLs and personal information are
 * refused in the message. Used by POST /api/front/contact and by the /contact form's limits.
 */
export const ContactInput = type({
  name: requiredText(contactLimits.name),
  email: emailAddress,
  subject: requiredText(contactLimits.subject),
  message: requiredText(contactLimits.message).narrow((message, ctx) => {
    const refused = findRefusedContent(message);
    // The code travels as `expected` so toFieldErrorCodes can name the rule that failed.
    return refused ? ctx.reject({ expected: refused, actual: "" }) : true;
  }),
});
export type ContactInput = typeof ContactInput.infer;
