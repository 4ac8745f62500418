// The customer area's inputs (issue #4 item 7, SPEC §5 "Profile" and "Address"), built from the
// registration pieces in ./schemas.ts so a rule is written once. Messages are catalogue keys.
import { type } from "arktype";
import { requiredPassword } from "../auth/schemas.ts";
import { newPassword, optionalPhone, optionalText, phone, requiredText } from "./schemas.ts";

/**
 * SPEC §3 customer fields a customer edits (decision 0017): not the email (the sign-in identity,
 * verified) nor the company number (checked against the approval form).
 */
export const ProfileUpdate = type({
  first_name: requiredText("register.firstName.required"),
  last_name: requiredText("register.lastName.required"),
  company_name: requiredText("register.companyName.required", 200),
  phone: phone("register.phone.invalid"),
  "mobile?": optionalPhone("register.mobile.invalid", 10),
  "land_line?": optionalPhone("register.landLine.invalid", 6),
  "country?": optionalText(),
  "city?": optionalText(),
  "state?": optionalText(),
  "address1?": optionalText(),
  "address2?": optionalText(),
  "post_code?": optionalText(20),
});
export type ProfileUpdate = typeof ProfileUpdate.infer;

/** SPEC §5 Profile: the old password is required to change it; the new one follows registration's rules. */
export const PasswordChange = type({
  old_password: requiredPassword("profile.oldPassword.required"),
  password: newPassword({
    short: "register.password.short",
    long: "register.password.long",
    common: "register.password.common",
  }),
  password_confirmation: "string",
}).narrow(
  (value, ctx) =>
    value.password === value.password_confirmation ||
    ctx.reject({ message: "register.password.mismatch", path: ["password_confirmation"] }),
);
export type PasswordChange = typeof PasswordChange.infer;

/** A positive whole id from a form (a select's value arrives as text) or JSON; blank means none. */
const optionalId = type("string | number")
  .pipe((value) => (value === "" ? null : Number(value)))
  .narrow((value, ctx) => value === null || (Number.isSafeInteger(value) && value > 0) || ctx.reject({}));

/** SPEC §5 Address: country, city and address1 required; city and neighbourhood ids where the profile has them. */
export const AddressInput = type({
  country: requiredText("address.country.required"),
  "city?": optionalText(),
  address1: requiredText("address.address1.required", 200),
  "address2?": optionalText(),
  "postcode?": optionalText(20),
  "city_id?": optionalId.configure({ message: "address.city.required" }),
  "neighbourhood_id?": optionalId.configure({ message: "address.neighbourhood.invalid" }),
  "is_default?": type("boolean | 'on' | 'true' | 'false'").pipe(
    (value) => value === true || value === "on" || value === "true",
  ),
});
export type AddressInput = typeof AddressInput.infer;
