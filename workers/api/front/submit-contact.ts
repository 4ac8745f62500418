import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { contactMessages } from "../../../db/schema/index.ts";
import { useTranslations } from "../../../i18n/index.ts";
import { emailKind } from "../../lib/mail.ts";
import type { Profile } from "../../../core/profiles.ts";
import type { ContactInput, honeypotField } from "../../../core/contracts/front.ts";

/** A contact message as stored: the form's fields without the honeypot. */
export type ContactMessage = Omit<ContactInput, typeof honeypotField>;

/**
 * Stores a contact message and queues its email to every admin in the same batch (SPEC §2:
 * "stored and queued for the admins"), so the emails exist exactly when the message does
 * (docs/decisions/0013-email-outbox.md). Admins read it in the shop's default language.
 */
export async function submitContact(db: Db, input: ContactMessage, profile: Profile): Promise<void> {
  const t = useTranslations(profile.language);
  const subject = t("contact.mail.subject", { subject: input.subject });
  const text = t("contact.mail.text", { name: input.name, email: input.email, message: input.message });
  await db.batch([
    db.insert(contactMessages).values(input),
    // One outbox email per admin, addressed in SQL so no extra round trip reads the admins first.
    // The batch is one write transaction, so max(id) is the message inserted just above.
    db.run(sql`insert into outbox (kind, payload)
      select ${emailKind}, json_object('to', email, 'subject', ${subject}, 'text', ${text},
        'contactMessageId', (select max(id) from contact_messages))
      from admins order by id`),
  ]);
}
