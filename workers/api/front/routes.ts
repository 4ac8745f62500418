import { Hono } from "hono";
import { ContactInput, honeypotField, ReviewInput } from "../../../core/contracts/front.ts";
import { getProfile } from "../../../core/profiles.ts";
import { useTranslations } from "../../../i18n/index.ts";
import { isDatabaseUnavailable } from "../../lib/db.ts";
import { AppError } from "../../lib/errors.ts";
import { ok } from "../../lib/http/respond.ts";
import { validate } from "../../lib/http/validate.ts";
import { brake, clientIp } from "../../lib/rate-limit.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { access } from "../auth/access.ts";
import type { ApiEnv } from "../env.ts";
import { getSettings } from "./get-settings.ts";
import { getSiteProfile } from "./get-site-profile.ts";
import { frontLimits } from "./limits.ts";
import { submitContact } from "./submit-contact.ts";
import { submitReview } from "./submit-review.ts";

/**
 * /api/front (SPEC §7): the storefront's configuration (clients cache it and keep old values on
 * failure, §4) and its content forms, the contact message and site reviews (SPEC §2, §5). Those
 * forms work without JavaScript through their pages, which send a plain post on here (decision
 * 0039). Both forms are braked per address and per email and carry a honeypot (issue #9 D.20).
 */
export const front = new Hono<ApiEnv>()
  .get("/settings", access("public"), async (c) => ok(c, await getSettings(c.var.db)))
  .get("/site-profile", access("public"), async (c) => {
    // The texts follow Accept-Language (SPEC §7), so a shared cache must key on it.
    c.header("vary", "accept-language");
    return ok(c, await getSiteProfile(c.var.db, requestLocale(c.req.raw, c.env)));
  })
  .post("/contact", access("public"), validate(ContactInput), async (c) => {
    const { [honeypotField]: honeypot, ...message } = c.req.valid("json");
    // A bot that filled the honeypot is answered as a person would be; nothing is stored or emailed.
    if (!honeypot) {
      await brake(c, [
        [frontLimits.contactPerIp, clientIp(c.req.raw)],
        [frontLimits.contactPerEmail, message.email],
      ]);
      await submitContact(c.var.db, message, getProfile(c.env.PROFILE));
    }
    const t = useTranslations(requestLocale(c.req.raw, c.env));
    return ok(c, null, { message: t("contact.sent"), status: 201 });
  })
  .post("/reviews", access("public"), validate(ReviewInput), async (c) => {
    const { [honeypotField]: honeypot, ...review } = c.req.valid("json");
    if (!honeypot) {
      // A database that cannot count the attempt cannot take the review either: say so (SPEC §8).
      await brake(c, [
        [frontLimits.reviewPerIp, clientIp(c.req.raw)],
        [frontLimits.reviewPerEmail, review.email],
      ]).catch((error: unknown) => {
        throw isDatabaseUnavailable(error) ? new AppError("review_failed") : error;
      });
      await submitReview(c.var.db, review);
    }
    const t = useTranslations(requestLocale(c.req.raw, c.env));
    // No id in the answer: a visitor cannot read an unapproved review, and a trapped bot's answer
    // must look like anyone's.
    return ok(c, null, { message: t("review.sent"), status: 201 });
  });
