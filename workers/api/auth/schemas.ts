// The sign-in inputs (SPEC §5 "Login"), defined once: the API validates with them
// (workers/lib/validation.ts) and the sign-in forms with the same types through Standard Schema.
// Messages are catalogue keys, translated where they are shown.
import { type } from "arktype";
import type { MessageKey } from "../../../i18n/index.ts";

/** A required text field, trimmed; `message` is shown when it is missing, not text or empty. */
export const requiredText = (message: MessageKey) =>
  type("string")
    .configure({ message })
    .pipe((value) => value.trim())
    .to(type("string > 0").configure({ message }));

/** A required password, taken as typed (spaces count); capped so hashing stays bounded. */
export const requiredPassword = (message: MessageKey) => type("0 < string <= 1024").configure({ message });

/** SPEC §5 Login: email or phone required; password required. Customers and salespeople. */
export const LogIn = type({
  login: requiredText("auth.login.loginRequired"),
  password: requiredPassword("auth.login.passwordRequired"),
});
export type LogIn = typeof LogIn.infer;

/** Admin sign-in (SPEC §6: a separate page): email and password. */
export const AdminLogIn = type({
  email: requiredText("auth.admin.emailRequired"),
  password: requiredPassword("auth.login.passwordRequired"),
});
export type AdminLogIn = typeof AdminLogIn.infer;
