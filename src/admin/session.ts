// SPEC §4 admin session flow. The session itself is the HttpOnly admin cookie (decision 0012): no
// script can read it, and it alone authorises a request. SPEC §4 describes the flow with a token in
// local storage; the app keeps a marker in its place (decision 0055), which is not a credential:
// set when the app starts (the server let it in), cleared by log-out and the expired-session dialog.
import { atom } from "nanostores";

/** The marker's local-storage key. */
export const adminMarkerKey = "jumla.admin";

/** Whether the admin session marker is set: SPEC §4 "when an admin token exists". */
export const $hasAdminMarker = atom(false);

/** Whether the SPEC §8 session-expired dialog is open. */
export const $sessionExpired = atom(false);

/** Sets the marker: the page was served to a signed-in admin. */
export function setAdminMarker(): void {
  $hasAdminMarker.set(true);
  try {
    localStorage.setItem(adminMarkerKey, "1");
  } catch {
    // Storage may be disabled; the marker then lasts for this page only.
  }
}

/** Clears the marker (log-out, the session-expired dialog confirmed or dismissed). */
export function clearAdminMarker(): void {
  $hasAdminMarker.set(false);
  try {
    localStorage.removeItem(adminMarkerKey);
  } catch {
    // As above.
  }
}

/** A 401 from an admin call: the session ended (expired, revoked, signed out elsewhere). */
export function sessionEnded(): void {
  $sessionExpired.set(true);
}
