// The emails of a request for approval (decision 0103), queued through the outbox in the batch that
// changes the request: a request sent goes to the company's owners (its own account and any
// colleague who is an owner) saying who asks and for how much; an approval or a rejection goes to
// the colleague who asked. Each is written in the company's language (its account's, else the
// shop's), chosen by SQL from the texts in both languages.
import { sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { getProfile, locales, type Locale } from "../../../core/profiles.ts";
import type { Db } from "../../../db/client.ts";
import { useTranslations, type MessageKey } from "../../../i18n/index.ts";
import { formatMoney } from "../../../i18n/money.ts";
import { localizePath } from "../../../i18n/routing.ts";
import { siteUrl, type SiteEnv } from "../../lib/http/app-url.ts";
import { emailKind } from "../../lib/mail.ts";

export type ApprovalEmailEnv = { PROFILE: string } & SiteEnv;

/** A text in the company's language: `customer` is the SQL alias of its customer row. */
function inCompanyLanguage(
  env: ApprovalEmailEnv,
  key: MessageKey,
  params: (locale: Locale) => Record<string, string>,
): SQL<string> {
  const profile = getProfile(env.PROFILE);
  const texts = locales.map((locale) => {
    const t = useTranslations(locale) as (key: MessageKey, params: Record<string, string>) => string;
    return [locale, t(key, params(locale))] as const;
  });
  const cases = texts.map(([locale, text]) => sql`when ${locale} then ${text}`);
  return sql<string>`(case coalesce(customer.locale, ${profile.language}) ${sql.join(cases, sql` `)} end)`;
}

/** The approvals page in `locale`, as a link. */
const approvalsLink = (env: ApprovalEmailEnv, locale: Locale) =>
  siteUrl(env, localizePath("/dashboard/approvals", locale, getProfile(env.PROFILE)));

/** To the company's owners: `asker` sent a request of `total` for approval. */
export function requestSentEmails(
  db: Db,
  env: ApprovalEmailEnv,
  request: { customerId: number; asker: string; total: number },
): BatchItem<"sqlite"> {
  const profile = getProfile(env.PROFILE);
  const params = (locale: Locale) => ({
    name: request.asker,
    total: formatMoney(request.total, locale, profile),
    link: approvalsLink(env, locale),
  });
  const subject = inCompanyLanguage(env, "mail.approval.sent.subject", params);
  const text = inCompanyLanguage(env, "mail.approval.sent.body", params);
  return db.run(sql`insert into outbox (kind, payload)
    select ${emailKind}, json_object('to', owner.email, 'subject', ${subject}, 'text', ${text})
    from customers customer
    join (select id as customer_id, email from customers where id = ${request.customerId}
      union all
      select customer_id, email from company_people
      where customer_id = ${request.customerId} and role = 'owner' and active = 1) owner
      on owner.customer_id = customer.id`);
}

/**
 * To the colleague who asked: their request `approvalId` was approved (`orderNumber`: SQL that
 * reads the order placed in the same batch) or rejected (`reason`; `onlyIfChanged`: sent only when
 * the statement before it in the batch, the guarded update, changed the request).
 */
export function requestDecidedEmail(
  db: Db,
  env: ApprovalEmailEnv,
  approvalId: number,
  decision: { status: "approved"; orderNumber: SQL } | { status: "rejected"; reason: string; onlyIfChanged?: boolean },
): BatchItem<"sqlite"> {
  const mark = "{{order}}";
  const params = (locale: Locale) => ({
    number: mark,
    reason: decision.status === "rejected" ? decision.reason : "",
    link: approvalsLink(env, locale),
  });
  const subject = inCompanyLanguage(env, `mail.approval.${decision.status}.subject`, params);
  const body = inCompanyLanguage(env, `mail.approval.${decision.status}.body`, params);
  const text = decision.status === "approved" ? sql`replace(${body}, ${mark}, ${decision.orderNumber})` : body;
  return db.run(sql`insert into outbox (kind, payload)
    select ${emailKind}, json_object('to', asker.email, 'subject', ${subject}, 'text', ${text})
    from order_approvals request
    join company_people asker on asker.id = request.asked_by_person_id
    join customers customer on customer.id = request.customer_id
    where request.id = ${approvalId}
      and ${decision.status === "rejected" && decision.onlyIfChanged ? sql`changes() = 1` : sql`1`}`);
}
