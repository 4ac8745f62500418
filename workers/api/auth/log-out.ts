import type { Db } from "../../../db/client.ts";
import { invalidateSessionToken } from "../../lib/session.ts";

/**
 * Logout (SPEC §4): the presented session is deleted server-side, so the cookie is worthless even
 * if a copy survives. Succeeds without a session too: the client clears its state either way.
 */
export async function logOut(db: Db, token: string | undefined): Promise<void> {
  await invalidateSessionToken(db, token);
}
