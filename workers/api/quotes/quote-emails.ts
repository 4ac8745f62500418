// A quote's emails (decision 0104), queued through the outbox in the batch that moves the quote:
// requested, countered, accepted and declined go to the office (every admin) and to the customer's
// salesperson, in the shop's language; answered goes to the buyer in theirs. The quote's id is
// written into the texts by SQL, so a new quote's emails name it in the batch that creates it.
import { sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { getProfile, type Locale } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { useTranslations } from "../../../i18n/index.ts";
import { localizePath } from "../../../i18n/routing.ts";
import { siteUrl, type SiteEnv } from "../../lib/http/app-url.ts";
import { emailKind } from "../../lib/mail.ts";

/** Stands for the quote's id in a text until SQL writes it in. */
const quoteIdMark = "{{quote}}";

/** The office's steps, each with its subject and body keys. */
const officeTexts = {
  requested: { subject: "mail.quote.requested.subject", body: "mail.quote.requested.body" },
  countered: { subject: "mail.quote.countered.subject", body: "mail.quote.countered.body" },
  accepted: { subject: "mail.quote.accepted.subject", body: "mail.quote.accepted.body" },
  declined: { subject: "mail.quote.declined.subject", body: "mail.quote.declined.body" },
} as const;
export type OfficeQuoteStep = keyof typeof officeTexts;

export interface QuoteEmailContext {
  env: { PROFILE: string } & SiteEnv;
  customerId: number;
  company: string;
  /** The quote's id, or SQL that reads it in the batch (a quote being created). */
  quoteId: number | SQL;
  note: string | null;
}

/** The text with the quote's id for the mark, as written and as a link escapes it. */
const withId = (text: string, quoteId: number | SQL) => {
  const id = sql`cast(${quoteId} as integer)`;
  return sql`replace(replace(${text}, ${quoteIdMark}, ${id}), ${encodeURIComponent(quoteIdMark)}, ${id})`;
};

/**
 * The office's emails of a step: one per admin (to the back office's quote) and one to the
 * customer's active salesperson, if any (to the sales area's quote).
 */
export function officeQuoteEmails(db: Db, step: OfficeQuoteStep, context: QuoteEmailContext): BatchItem<"sqlite">[] {
  const profile = getProfile(context.env.PROFILE);
  const t = useTranslations(profile.language);
  const keys = officeTexts[step];
  const render = (path: string) => {
    const params = {
      company: context.company,
      number: quoteIdMark,
      note: context.note ?? "—",
      link: siteUrl(context.env, path),
    };
    return {
      subject: withId(t(keys.subject, params), context.quoteId),
      text: withId(t(keys.body, params), context.quoteId),
    };
  };
  const admin = render(`/admin-panel/secure/quotes/${quoteIdMark}`);
  const seller = render(localizePath(`/sales/quotes/${quoteIdMark}`, profile.language, profile));
  return [
    db.run(sql`insert into outbox (kind, payload)
      select ${emailKind}, json_object('to', email, 'subject', ${admin.subject}, 'text', ${admin.text})
      from admins order by id`),
    db.run(sql`insert into outbox (kind, payload)
      select ${emailKind}, json_object('to', s.email, 'subject', ${seller.subject}, 'text', ${seller.text})
      from salespeople s join customers c on c.salesperson_id = s.id
      where c.id = ${context.customerId} and s.active = 1`),
  ];
}

/** The buyer's email that their quote is answered, in their language, to their quote's page. */
export function answeredQuoteEmail(
  db: Db,
  buyer: { email: string; firstName: string; locale: Locale | null },
  context: QuoteEmailContext & { expiresOn: string },
): BatchItem<"sqlite"> {
  const profile = getProfile(context.env.PROFILE);
  const locale = buyer.locale ?? profile.language;
  const t = useTranslations(locale);
  const params = {
    name: buyer.firstName,
    number: quoteIdMark,
    day: context.expiresOn,
    note: context.note ?? "—",
    link: siteUrl(context.env, localizePath(`/dashboard/quotes/${quoteIdMark}`, locale, profile)),
  };
  const subject = withId(t("mail.quote.answered.subject", params), context.quoteId);
  const text = withId(t("mail.quote.answered.body", params), context.quoteId);
  return db.run(sql`insert into outbox (kind, payload)
    values (${emailKind}, json_object('to', ${buyer.email}, 'subject', ${subject}, 'text', ${text}))`);
}
