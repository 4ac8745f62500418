// Email delivery (issue #4 item 8, docs/decisions/0013-email-outbox.md): an event writes its email
// into the `outbox` table in the same batch as the change itself (`queueEmail`), and the scheduled
// job (workers/jobs/send-outbox.ts) hands pending rows to the provider adapter below. The
// provider is Resend's HTTP API; nothing here is specific to a framework.
import { desc, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { outbox, type NewOutboxMessage, type OutboxMessage } from "../../db/schema/outbox.ts";
import { siteOrigin, type SiteEnv } from "./http/app-url.ts";

/** One plain-text email, as it is stored in the outbox and sent. */
export interface Email {
  to: string;
  subject: string;
  text: string;
}

/** The outbox `kind` of an email row (the outbox can hold other jobs later). */
export const emailKind = "email";

/** The provider's secrets of a profile; null in development, where nothing is sent. */
export interface MailConfig {
  apiKey: string;
  from: string;
}

/** Reads `MAIL_API_KEY` and `MAIL_FROM` (wrangler secrets per profile); null unless both are set. */
export function mailConfig(env: Pick<Env, "MAIL_API_KEY" | "MAIL_FROM">): MailConfig | null {
  return env.MAIL_API_KEY && env.MAIL_FROM ? { apiKey: env.MAIL_API_KEY, from: env.MAIL_FROM } : null;
}

/** Sends one email; throws `MailDeliveryError` when the provider does not accept it. */
export type SendEmail = (email: Email, options: { idempotencyKey: string }) => Promise<void>;

/** The provider refused or could not be reached; `status` is the HTTP status when there was one. */
export class MailDeliveryError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = "MailDeliveryError";
    this.status = status;
  }
}

/** Resend's send endpoint (https://resend.com/docs/api-reference/emails/send-email). */
export const resendEndpoint = "https://api.resend.com/emails";

/**
 * The Resend adapter. The idempotency key (the profile and the outbox row, decision 0074) makes a
 * retry after a lost answer harmless: Resend sends a key's email once within 24 hours, account-wide.
 * `fetchFn` is injectable for tests.
 */
export function resendSender(config: MailConfig, fetchFn: typeof fetch = fetch): SendEmail {
  return async (email, { idempotencyKey }) => {
    let response: Response;
    try {
      response = await fetchFn(resendEndpoint, {
        method: "POST",
        headers: {
          authorization: `Bearer ${config.apiKey}`,
          "content-type": "application/json",
          "idempotency-key": idempotencyKey,
        },
        body: JSON.stringify({ from: config.from, to: [email.to], subject: email.subject, text: email.text }),
      });
    } catch (error) {
      throw new MailDeliveryError(`network: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!response.ok) {
      const body = (await response.text().catch(() => "")).slice(0, 300);
      throw new MailDeliveryError(`HTTP ${response.status}: ${body}`, response.status);
    }
  };
}

/** The outbox row for an email, to insert in the same batch as the event that causes it. */
export function emailOutboxRow(email: Email): NewOutboxMessage {
  return { kind: emailKind, payload: { ...email } };
}

/**
 * The insert of an email into the outbox, for the caller's `db.batch([...])`, so the email exists
 * if and only if the change that causes it was written.
 * @example await db.batch([db.update(customers).set({ … }), queueEmail(db, email)])
 */
export function queueEmail(db: Db, email: Email) {
  return db.insert(outbox).values(emailOutboxRow(email));
}

/**
 * The insert of an email that happens only when the statement just before it in the caller's batch
 * changed one row (`changes() = 1`, as placing an order chains its steps): a conditional update
 * and its email, so a request that lost the race to another queues nothing.
 * @example await db.batch([db.update(carts).set({ … }).where(…guard…), queueEmailIfChanged(db, email)])
 */
export function queueEmailIfChanged(db: Db, email: Email) {
  return db.run(sql`insert into outbox (kind, payload)
    select ${emailKind}, json_object('to', ${email.to}, 'subject', ${email.subject}, 'text', ${email.text})
    where changes() = 1`);
}

/**
 * One outbox email per admin, addressed in SQL (no round trip reads the admins first), for the
 * caller's batch like `queueEmail`.
 */
export function queueEmailToAdmins(db: Db, email: Omit<Email, "to">) {
  return db.run(sql`insert into outbox (kind, payload)
    select ${emailKind}, json_object('to', email, 'subject', ${email.subject}, 'text', ${email.text})
    from admins order by id`);
}

/** The email an outbox row holds, or null when the row is not a well-formed email. */
export function emailOf(row: Pick<OutboxMessage, "kind" | "payload">): Email | null {
  if (row.kind !== emailKind) return null;
  const { to, subject, text } = row.payload;
  return typeof to === "string" && typeof subject === "string" && typeof text === "string"
    ? { to, subject, text }
    : null;
}

const loopbackHosts = new Set(["localhost", "127.0.0.1"]);

/**
 * Whether /dev/outbox may exist for a request: only for a Worker that sends no email (no
 * `MAIL_API_KEY`) and is configured to run on a loopback origin (SITE_ORIGIN), asked on a loopback
 * host. The configured origin decides, not the Host header alone, which anyone can forge: a
 * deployed profile never shows anyone's emails (issue #9 D.21).
 */
export function isDevOutboxAvailable(url: URL, env: Pick<Env, "MAIL_API_KEY"> & SiteEnv): boolean {
  return loopbackHosts.has(url.hostname) && loopbackHosts.has(new URL(siteOrigin(env)).hostname) && !env.MAIL_API_KEY;
}

/** The newest outbox rows with the email each holds, for /dev/outbox (never a deployed profile's). */
export async function listOutbox(db: Db, limit = 50) {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
  return rows.map((row) => ({ row, email: emailOf(row) }));
}
