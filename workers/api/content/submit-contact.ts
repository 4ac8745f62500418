import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { contactMessages, outbox } from "../../../db/schema/index.ts";
import type { Locale } from "../../lib/profiles.ts";
import type { ContactInput } from "./contact-input.ts";

/** The outbox job that emails a contact message to the shop's admins (delivered by the scheduled handler). */
export const contactOutboxKind = "email.contact_message";

/**
 * Stores a contact message and queues its email to the admins in one batch (SPEC §2: "stored and
 * queued for the admins"): both rows are written or neither is.
 */
export async function submitContact(db: Db, input: ContactInput, locale: Locale): Promise<void> {
  await db.batch([
    db.insert(contactMessages).values(input),
    db.insert(outbox).values({
      kind: contactOutboxKind,
      // last_insert_rowid() is the message just inserted: a batch runs on one connection, in order.
      payload: sql`json_object('contactMessageId', last_insert_rowid(), 'to', 'admins', 'locale', ${locale},
        'name', ${input.name}, 'email', ${input.email}, 'subject', ${input.subject}, 'message', ${input.message})`,
    }),
  ]);
}
