// The SPEC §3 customer fields a customer gives at registration (core/contracts/auth.ts) and edits
// in the profile (core/contracts/account.ts), defined once. Names are the API's camelCase fields
// and the database columns' (decision 0024).
import type { ValidationMessage } from "../validation/messages.ts";
import { optionalPhone, optionalText, phone, requiredText } from "../validation/rules.ts";

/**
 * Required SPEC §5 registration fields and the optional rest of SPEC §3; optional ones arrive as
 * null when missing or blank. People's and companies' names are required text without the
 * 3-character rule of titles (decision 0023).
 */
export const customerDetails = {
  firstName: requiredText({ message: "register.firstName.required" }),
  lastName: requiredText({ message: "register.lastName.required" }),
  companyName: requiredText({ max: 200, message: "register.companyName.required" }),
  phone: phone(),
  mobile: optionalPhone({ message: "register.mobile.invalid" }).default(""),
  landLine: optionalPhone({ message: "register.landLine.invalid", minDigits: 6 }).default(""),
  country: optionalText().default(""),
  city: optionalText().default(""),
  state: optionalText().default(""),
  address1: optionalText().default(""),
  address2: optionalText().default(""),
  postCode: optionalText({ max: 20 }).default(""),
} as const;

/**
 * The names as an admin types them for someone else (a customer they add, a salesperson): the
 * texts speak to the admin ("Enter the first name"), not to a person registering ("Enter your …").
 */
export const namesForAdmin = {
  firstName: requiredText({ message: "admin.person.firstName.required" }),
  lastName: requiredText({ message: "admin.person.lastName.required" }),
  companyName: requiredText({ max: 200, message: "admin.person.companyName.required" }),
} as const;

/** Every message `customerDetails` may report (core/contracts/contracts.test.ts probes it). */
export const customerDetailsMessages = [
  "validation.required",
  "validation.tooLong",
  "register.firstName.required",
  "register.lastName.required",
  "register.companyName.required",
  "validation.phone",
  "register.mobile.invalid",
  "register.landLine.invalid",
] as const satisfies readonly ValidationMessage[];
