// Salespeople in the back office (issue #12 item 2, decision 0067): /api/admin/salespeople.
// SPEC §5 Salesperson: first name, last name, valid phone, email, password of 8 characters,
// matching confirmation, code; email and code unique.
import { type } from "arktype";
import { email, matches, newPassword, phone, requiredText } from "../../validation/rules.ts";
import { adminListQuery } from "../admin-resources.ts";
import { namesForAdmin } from "../customer.ts";
import { yesNoFilter } from "./customers.ts";

/** A salesperson's code (SPEC §3): 1–20 letters, digits, dots or dashes, quoted on orders. */
const code = requiredText({ max: 20 }).narrow(
  (value, ctx) => /^[\p{L}\p{N}.-]+$/u.test(value) || ctx.reject({ message: "validation.code" }),
);

/** A password given must be confirmed (SPEC §5 "matching confirmation"); none given, none checked. */
const confirmedIfGiven = (
  value: { password?: string; passwordConfirmation?: string },
  ctx: Parameters<ReturnType<typeof matches>>[1],
) =>
  value.password === undefined ||
  matches("password", "passwordConfirmation")(
    { password: value.password, passwordConfirmation: value.passwordConfirmation },
    ctx,
  );

/**
 * A salesperson as the admin writes it. The password is required to create one and optional
 * when editing (left out, it stays); given, it needs its matching confirmation. `active: false`
 * deactivates: they can no longer sign in.
 */
export const SalespersonInput = type({
  firstName: namesForAdmin.firstName,
  lastName: namesForAdmin.lastName,
  phone: phone(),
  email: email(),
  code,
  "password?": newPassword(),
  "passwordConfirmation?": "string",
  "active?": "boolean",
})
  .onUndeclaredKey("delete")
  .narrow(confirmedIfGiven);
export type SalespersonInput = typeof SalespersonInput.infer;
export type SalespersonInputIn = typeof SalespersonInput.inferIn;

/** PATCH: any of the fields (a password still with its confirmation). */
export const SalespersonPatch = type({
  "firstName?": namesForAdmin.firstName,
  "lastName?": namesForAdmin.lastName,
  "phone?": phone(),
  "email?": email(),
  "code?": code,
  "password?": newPassword(),
  "passwordConfirmation?": "string",
  "active?": "boolean",
})
  .onUndeclaredKey("delete")
  .narrow(confirmedIfGiven);
export type SalespersonPatch = typeof SalespersonPatch.infer;

export const salespersonSorts = ["name", "code", "email", "createdAt", "customerCount"] as const;
export const SalespersonListQuery = adminListQuery(salespersonSorts, { active: yesNoFilter });
export type SalespersonListQuery = typeof SalespersonListQuery.infer;

/** A row of the list, and (with no more fields) one salesperson as the edit screen reads it. */
export interface SalespersonRow {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  code: string;
  active: boolean;
  /** How many customers they manage (SPEC §6). */
  customerCount: number;
  createdAt: number;
}
export type SalespersonDetail = SalespersonRow;
