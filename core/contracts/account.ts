// The inputs of /api/account (issue #4 items 4 and 7; SPEC §5 Approval form, Profile, Address),
// built from the field rules so each rule is written once. Messages are catalogue keys.
import { type } from "arktype";
import {
  checkbox,
  companyNumber,
  file,
  matches,
  newPassword,
  optionalId,
  optionalText,
  requiredPassword,
  requiredText,
} from "../validation/rules.ts";
import type { ValidationMessage } from "../validation/messages.ts";
import { customerDetails } from "./customer.ts";

/** Decision 0016: a scanned multi-page form fits comfortably; anything bigger is refused. */
export const approvalFormMaxBytes = 10 * 1024 * 1024;

/**
 * SPEC §5 approval form: the company number (digits only) and the signed form. Its size is the
 * upload route's body limit (413 while streaming); its format and content are judged by its bytes
 * on the server (workers/api/account/approval-file.ts). The form checks the size before sending.
 */
export const ApprovalForm = type({
  companyNumber: companyNumber("approval.companyNumber.invalid"),
  file: file(),
}).onUndeclaredKey("delete");
export type ApprovalForm = typeof ApprovalForm.infer;
/** Every message `ApprovalForm` may report: an island ships only these (contracts.test.ts probes it). */
export const approvalFormMessages = [
  "approval.companyNumber.invalid",
  "validation.file.required",
] as const satisfies readonly ValidationMessage[];

/**
 * SPEC §3 customer fields a customer edits (decision 0017): not the email (the sign-in identity,
 * verified) nor the company number (checked against the approval form).
 */
export const ProfileUpdate = type(customerDetails).onUndeclaredKey("delete");
export type ProfileUpdate = typeof ProfileUpdate.infer;

/** SPEC §5 Profile: the old password is required to change it; the new one follows registration's rules. */
export const PasswordChange = type({
  oldPassword: requiredPassword("profile.oldPassword.required"),
  password: newPassword(),
  passwordConfirmation: "string",
})
  .onUndeclaredKey("delete")
  .narrow(matches("password", "passwordConfirmation"));
export type PasswordChange = typeof PasswordChange.infer;

/** SPEC §5 Address: country, city and address1 required; city and neighbourhood ids where the profile has them. */
export const AddressInput = type({
  country: requiredText({ message: "address.country.required" }),
  "city?": optionalText(),
  address1: requiredText({ max: 200, message: "address.address1.required" }),
  "address2?": optionalText(),
  "postcode?": optionalText({ max: 20 }),
  "cityId?": optionalId("address.city.required"),
  "neighbourhoodId?": optionalId("address.neighbourhood.invalid"),
  "isDefault?": checkbox(),
}).onUndeclaredKey("delete");
export type AddressInput = typeof AddressInput.infer;

/** GET /api/account/places: `?cityId=` narrows the neighbourhoods to that city's (issue #19 item 7). */
export const PlacesQuery = type({ "cityId?": optionalId("address.city.required") }).onUndeclaredKey("delete");
export type PlacesQuery = typeof PlacesQuery.infer;
