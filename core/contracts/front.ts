// Storefront forms (SPEC §5 Contact, Review; decision 0014): POST /api/front/contact and
// POST /api/front/reviews validate with these, and the /contact and /review/add forms read their
// length limits from here.
import { type } from "arktype";
import { findRefusedContent } from "../validation/message-rules.ts";
import { email, optionalText, requiredText, stars } from "../validation/rules.ts";

/**
 * The honeypot (issue #9 D.20, decision 0036): a field the forms hide from people, which bots that
 * fill every input fill. A post that carries it is answered as a success and nothing is kept.
 */
export const honeypotField = "website";

/** Longest accepted text per field; the form's `maxlength` attributes read the same numbers. */
export const contactLimits = { name: 100, email: 254, subject: 150, message: 2000 } as const;

/**
 * SPEC §5 contact: name, email, subject and message required; URLs and personal information are
 * refused in the message (core/validation/message-rules.ts).
 */
export const ContactInput = type({
  name: requiredText({ max: contactLimits.name }),
  email: email(),
  subject: requiredText({ max: contactLimits.subject }),
  message: requiredText({ max: contactLimits.message }).narrow((message, ctx) => {
    const refused = findRefusedContent(message);
    if (refused === null) return true;
    return ctx.reject({ message: refused === "links" ? "contact.message.links" : "contact.message.personalInfo" });
  }),
  [`${honeypotField}?`]: "string",
}).onUndeclaredKey("delete");
export type ContactInput = typeof ContactInput.infer;

/** Longest accepted text per field; the review form's `maxlength` attributes read the same numbers. */
export const reviewLimits = { name: 100, email: 254, comment: 2000 } as const;

/** The other ratings a review may carry besides the overall one (SPEC §3 "other ratings"). */
export const otherRatingNames = ["quality", "delivery", "service"] as const;

/**
 * SPEC §5 review: overall rating at least 1, name and a valid email required; the comment and
 * the other ratings are optional (decision 0014).
 */
export const ReviewInput = type({
  overallRating: stars(),
  "quality?": stars(),
  "delivery?": stars(),
  "service?": stars(),
  name: requiredText({ max: reviewLimits.name }),
  email: email(),
  "comment?": optionalText({ max: reviewLimits.comment }),
  [`${honeypotField}?`]: "string",
}).onUndeclaredKey("delete");
export type ReviewInput = typeof ReviewInput.infer;
