import { Hono } from "hono";
import { ContactInput, honeypotField, ReviewInput } from "../../../core/contracts/front.ts";
import { getProfile } from "../../../core/profiles.ts";
import { useTranslations } from "../../../i18n/index.ts";
import { getDb } from "../../lib/db.ts";
import { appPath } from "../../lib/http/app-url.ts";
import { isFormPost } from "../../lib/http/read-body.ts";
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
 * failure, §4) and its content forms, the contact message and site reviews (SPEC §2, §5). The
 * forms work without JavaScript: a plain form post is answered with a redirect back to its page
 * (`?sent=1`, the refused fields, or `?failed=<code>`; decisions 0014, 0036), in the language its
 * action names (`?locale=`). Both forms are braked per address and per email and carry a honeypot
 * (issue #9 D.20).
 */
export const front = new Hono<ApiEnv>()
  .get("/settings", access("public"), async (c) => ok(c, await getSettings(getDb(c.env))))
  .get("/site-profile", access("public"), async (c) => {
    // The texts follow Accept-Language (SPEC §7), so a shared cache must key on it.
    c.header("vary", "accept-language");
    return ok(c, await getSiteProfile(getDb(c.env), requestLocale(c.req.raw, c.env)));
  })
  .post("/contact", access("public"), validate(ContactInput, { formPage: "/contact" }), async (c) => {
    const { [honeypotField]: honeypot, ...message } = c.req.valid("json");
    // A bot that filled the honeypot is answered as a person would be; nothing is stored or emailed.
    if (!honeypot) {
      await brake(c, [
        [frontLimits.contactPerIp, clientIp(c.req.raw)],
        [frontLimits.contactPerEmail, message.email],
      ]);
      await submitContact(getDb(c.env), message, getProfile(c.env.PROFILE));
    }
    const locale = requestLocale(c.req.raw, c.env);
    if (isFormPost(c)) return c.redirect(`${appPath(c, "/contact", locale)}?sent=1`, 303);
    return ok(c, null, { message: useTranslations(locale)("contact.sent"), status: 201 });
  })
  .post("/reviews", access("public"), validate(ReviewInput, { formPage: "/review/add" }), async (c) => {
    const { [honeypotField]: honeypot, ...review } = c.req.valid("json");
    if (!honeypot) {
      await brake(c, [
        [frontLimits.reviewPerIp, clientIp(c.req.raw)],
        [frontLimits.reviewPerEmail, review.email],
      ]);
      await submitReview(getDb(c.env), review);
    }
    const locale = requestLocale(c.req.raw, c.env);
    if (isFormPost(c)) return c.redirect(`${appPath(c, "/review/add", locale)}?sent=1`, 303);
    // No id in the answer: a visitor cannot read an unapproved review, and a trapped bot's answer
    // must look like anyone's.
    return ok(c, null, { message: useTranslations(locale)("review.sent"), status: 201 });
  });
