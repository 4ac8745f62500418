// Field rules (issue #9 item 1; SPEC §5 validation rules, §9 limits): the one place each rule is
// written. Every input contract in core/contracts/ composes these; they run in the API
// (workers/lib/http/validate.ts) and, through Standard Schema, in the islands' forms. Messages are
// catalogue keys from the validation vocabulary (./messages.ts), translated where they are shown.
import { type } from "arktype";
import { maxLineQuantity, maxOrderTotal, maxPrice, maxPriceDelta, maxStock } from "../checkout/money-bounds.ts";
import { catalogueStatuses } from "../contracts/catalogue.ts";
import { passwordProblem } from "../password-policy.ts";
import { isSlug } from "../slug.ts";
import type { UploadType } from "../storage.ts";
import type { ValidationMessage } from "./messages.ts";

const trim = (value: string) => value.trim();
const characters = (value: string) => [...value].length;

/** The longest sign-in identifier or email accepted (RFC 5321's path limit; issue #9 D.22). */
export const maxIdentifierLength = 254;

/** The longest password taken for checking, so hashing stays bounded (new ones stop at 128). */
export const maxPasswordInput = 1024;

/**
 * Required text: trimmed, blank counts as missing, at most `max` characters.
 * @example requiredText({ message: "register.firstName.required" })
 */
export const requiredText = ({ max = 100, message = "validation.required" }: TextOptions = {}) =>
  type("string")
    .configure({ message })
    .pipe(trim)
    .narrow((value, ctx) =>
      value === "" ? ctx.reject({ message }) : value.length <= max || ctx.reject({ message: "validation.tooLong" }),
    );

interface TextOptions {
  max?: number;
  message?: ValidationMessage;
}

/** Optional text: trimmed; missing, null or blank becomes null; at most `max` characters. */
export const optionalText = ({ max = 200 }: { max?: number } = {}) =>
  type("string | null")
    .configure({ message: "validation.tooLong" })
    // A JSON null is no text, as the API answers an empty optional text: sent back as it came, it is kept
    .pipe((value) => trim(value ?? ""))
    .narrow((value, ctx) => value.length <= max || ctx.reject({ message: "validation.tooLong" }))
    .pipe((value) => (value === "" ? null : value));

/**
 * SPEC §5, §9 names and titles of what the shop sells (brands, categories, menus, products):
 * required, at least 3 characters. People's and companies' names are plain required text
 * (decision 0023: "Li", "BP").
 */
export const title = ({ max = 200, message = "validation.required" }: TextOptions = {}) =>
  requiredText({ max, message }).narrow(
    (value, ctx) => characters(value) >= 3 || ctx.reject({ message: "validation.tooShort" }),
  );

/** A sign-in identifier (email or phone, admin email): required, at most 254 characters (D.22). */
export const identifier = (message: ValidationMessage) => requiredText({ max: maxIdentifierLength, message });

const emailShape = type("string.email");

/**
 * An email address, trimmed and lower-cased as stored (SPEC §5 "Invalid email address"); blank is
 * missing. `message` replaces the malformed-address text (SPEC §8 reset: "enter a valid e-mail").
 */
export const email = ({ message = "validation.email" }: { message?: ValidationMessage } = {}) =>
  type("string")
    .configure({ message: "validation.required" })
    .pipe((value) => value.trim().toLowerCase())
    .narrow((value, ctx) =>
      value === ""
        ? ctx.reject({ message: "validation.required" })
        : (value.length <= maxIdentifierLength && emailShape.allows(value)) || ctx.reject({ message }),
    );

/** An email address that may be left out: missing or blank is null, anything else must be an address. */
export const optionalEmail = () =>
  type("string | null")
    .configure({ message: "validation.email" })
    .pipe((value) => (value ?? "").trim().toLowerCase())
    .narrow(
      (value, ctx) =>
        value === "" ||
        (value.length <= maxIdentifierLength && emailShape.allows(value)) ||
        ctx.reject({ message: "validation.email" }),
    )
    .pipe((value) => (value === "" ? null : value));

/**
 * Whether text is a URL the shop may link to: an absolute http(s) URL, or with `allowPath` a
 * path on this site ("/category/towels", never "//host").
 */
export function isLinkable(value: string, allowPath = false): boolean {
  if (value.length > 2048 || /[\s\\]/.test(value)) return false;
  if (allowPath && value.startsWith("/")) return !value.startsWith("//");
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === "https:" || protocol === "http:") && hostname !== "";
}

/** SPEC §5 "Invalid URL": an absolute http(s) URL (or, with `allowPath`, a path on this site). */
export const url = ({ allowPath = false }: { allowPath?: boolean } = {}) =>
  type("string")
    .configure({ message: "validation.url" })
    .pipe(trim)
    .narrow((value, ctx) => isLinkable(value, allowPath) || ctx.reject({ message: "validation.url" }));

/** A link that may be left empty: blank is null, anything else an absolute http(s) URL (SPEC §5 "Invalid URL"). */
export const optionalUrl = () =>
  type("string | null")
    .configure({ message: "validation.url" })
    .pipe((value) => (value ?? "").trim())
    .narrow((value, ctx) => value === "" || isLinkable(value) || ctx.reject({ message: "validation.url" }))
    .pipe((value) => (value === "" ? null : value));

/** Arabic-Indic (U+0660–0669) and Extended Arabic-Indic (U+06F0–06F9) digits as Latin digits ("٠٥" → "05"). */
export const toLatinDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));

/**
 * A phone as stored (decision 0016): Latin digits with an optional leading "+", without the
 * spaces, dashes, dots and brackets people type, so "050 000 0001" and "٠٥٠٠٠٠٠٠٠١" are one phone.
 */
export const normalizePhone = (value: string) => toLatinDigits(value.trim()).replace(/[\s\-().]/g, "");

const isPhone = (value: string, minDigits: number) => new RegExp(`^\\+?\\d{${minDigits},15}$`).test(value);

interface PhoneOptions {
  message?: ValidationMessage;
  /** SPEC §5, §9: phones at least 10 digits; a land line may be shorter (decision 0016). */
  minDigits?: number;
}

/** A required phone, normalised as stored, `minDigits` to 15 digits; blank counts as missing. */
export const phone = ({ message = "validation.phone", minDigits = 10 }: PhoneOptions = {}) =>
  type("string")
    .configure({ message: "validation.required" })
    .pipe(normalizePhone)
    .narrow((value, ctx) =>
      value === ""
        ? ctx.reject({ message: "validation.required" })
        : isPhone(value, minDigits) || ctx.reject({ message }),
    );

/** An optional phone: missing or blank becomes null, anything else must be a phone. */
export const optionalPhone = ({ message = "validation.phone", minDigits = 10 }: PhoneOptions = {}) =>
  type("string")
    .configure({ message })
    .pipe(normalizePhone)
    .narrow((value, ctx) => value === "" || isPhone(value, minDigits) || ctx.reject({ message }))
    .pipe((value) => (value === "" ? null : value));

/** SPEC §5 "valid company number" (approval form: digits only): 4 to 20 digits (decision 0016). */
export const companyNumber = (message: ValidationMessage) =>
  type("string")
    .configure({ message })
    .pipe((value) => toLatinDigits(value.trim()))
    .narrow((value, ctx) => /^\d{4,20}$/.test(value) || ctx.reject({ message }));

/** A password to check (sign-in, old password): required, taken as typed, capped so hashing stays bounded. */
export const requiredPassword = (message: ValidationMessage) =>
  type(`0 < string <= ${maxPasswordInput}`).configure({ message });

/**
 * A new password (core/password-policy.ts: 8 to 128 characters, not a common one). `short`
 * replaces the too-short text (SPEC §8 reset: "password too short").
 */
export const newPassword = ({ short = "validation.password.short" }: { short?: ValidationMessage } = {}) =>
  type("string")
    .configure({ message: "validation.required" })
    .narrow((value, ctx) => {
      const problem = passwordProblem(value);
      if (problem === null) return true;
      return ctx.reject({
        message:
          problem === "short" ? short : problem === "long" ? "validation.password.long" : "validation.password.common",
      });
    });

/**
 * A new password that may be left blank (an admin's edit screen: blank keeps the current one):
 * blank is "", anything else follows `newPassword`'s rules.
 */
export const optionalNewPassword = () =>
  type("string")
    .configure({ message: "validation.required" })
    .narrow((value, ctx) => {
      const problem = value === "" ? null : passwordProblem(value);
      if (problem === null) return true;
      return ctx.reject({
        message:
          problem === "short"
            ? "validation.password.short"
            : problem === "long"
              ? "validation.password.long"
              : "validation.password.common",
      });
    });

/**
 * An object rule: `confirmation` must equal `field` (SPEC §5 "confirmation must match"), reported
 * on the confirmation. Use with `.narrow()` on the contract.
 * @example type({ password: newPassword(), passwordConfirmation: "string" }).narrow(matches("password", "passwordConfirmation"))
 */
export const matches =
  <const Field extends string, const Confirmation extends string>(field: Field, confirmation: Confirmation) =>
  (value: Record<Field | Confirmation, unknown>, ctx: { reject: (problem: RejectProblem) => false }) =>
    value[field] === value[confirmation] ||
    ctx.reject({ message: "validation.password.mismatch", path: [confirmation] });

interface RejectProblem {
  message: ValidationMessage;
  path: string[];
}

/** A whole number as a JSON number or the digits a form posts; NaN when it is not one. */
const readWhole = (value: number | string) =>
  typeof value === "number" ? value : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;

/**
 * A whole number from `min` to `max`, as a JSON number or the digits a form posts: `message` when
 * it is none or below `min`, `tooLarge` (which names the bound) above `max`.
 */
const wholeNumber = (
  min: number,
  message: ValidationMessage,
  max = Number.MAX_SAFE_INTEGER,
  tooLarge: ValidationMessage = message,
) =>
  type("number | string")
    .pipe(readWhole)
    .narrow((value, ctx) =>
      Number.isInteger(value) && value > max
        ? ctx.reject({ message: tooLarge })
        : (Number.isSafeInteger(value) && value >= min) || ctx.reject({ message }),
    )
    .configure({ message });

/**
 * A price in integer minor units (halalas, pence; ARCHITECTURE.md §2): a unit's price, discount
 * price or a variant's, from 0 (SPEC §5) to `maxPrice` (1,000,000.00), so every total stays exact
 * (core/checkout/money-bounds.ts, decision 0074).
 */
export const money = () => wholeNumber(0, "validation.money", maxPrice, "validation.money.tooLarge");

/** An option choice's addition to a unit's price (SPEC §3 option choice): 0 to `maxPriceDelta` (10,000.00). */
export const priceDelta = () => wholeNumber(0, "validation.money", maxPriceDelta, "validation.priceDelta.tooLarge");

/** A tax rate in basis points (1500 = 15 %; decision 0087): 0 to 10,000, that is 0–100 % with two decimals. */
export const taxRate = () => wholeNumber(0, "validation.taxRate", 10_000);

/** A count that may be nothing: a minimum number of selections, grams, days (SPEC §5 weight at least 0). */
export const count = () => wholeNumber(0, "validation.count");

/** Units in stock (a product's at least 1 as the admin writes it, SPEC §5; a variant's from 0), up to `maxStock`. */
export const stock = ({ min }: { min: 0 | 1 }) =>
  wholeNumber(min, min === 1 ? "validation.quantity" : "validation.count", maxStock, "validation.stock.tooLarge");

/**
 * A whole number from `min`, or none: null or a blank form field is null (no discount price, an
 * unknown weight), so an edit screen can write back the null it was given.
 */
const optionalWholeNumber = (
  min: number,
  message: ValidationMessage,
  max = Number.MAX_SAFE_INTEGER,
  tooLarge: ValidationMessage = message,
) =>
  type("number | string | null")
    .pipe((value) => (value === null || (typeof value === "string" && value.trim() === "") ? null : readWhole(value)))
    .narrow(
      (value, ctx) =>
        value === null ||
        (Number.isInteger(value) && value > max
          ? ctx.reject({ message: tooLarge })
          : (Number.isSafeInteger(value) && value >= min) || ctx.reject({ message })),
    )
    .configure({ message });

/** An amount that may be absent (a product's discount price): money, or null. */
export const optionalMoney = () => optionalWholeNumber(0, "validation.money", maxPrice, "validation.money.tooLarge");

/** A limit that may be none (a coupon's uses, decision 0088): a whole number from 1, or null (blank). */
export const optionalLimit = () => optionalWholeNumber(1, "validation.limit");

/** SPEC §5 weight: numeric, at least 0, in whole grams; null when unknown. */
export const weight = () => optionalWholeNumber(0, "validation.weight");

/** Money received (an order's payment): more than 0, up to the largest order total (decision 0074). */
export const receivedMoney = () =>
  wholeNumber(1, "validation.amount.positive", maxOrderTotal, "validation.amount.tooLarge");

/** SPEC §5, §9: a quantity is a whole number, at least 1. */
export const quantity = () => wholeNumber(1, "validation.quantity");

/**
 * The units of one line (a cart's, an order's), and what bounds them (a product's minimum order and
 * pack, the site's maximum per product): 1 to `maxLineQuantity` (50,000), so every total stays exact.
 */
export const lineQuantity = () =>
  wholeNumber(1, "validation.quantity", maxLineQuantity, "validation.quantity.tooLarge");

/** SPEC §5, §9: an SKU has 4 to 12 characters. */
export const sku = () =>
  type("string")
    .configure({ message: "validation.sku" })
    .pipe(trim)
    .narrow(
      (value, ctx) => (characters(value) >= 4 && characters(value) <= 12) || ctx.reject({ message: "validation.sku" }),
    );

/**
 * A calendar day written DD/MM/YYYY (SPEC §9), within the date picker's 1900-01-01 to 2099-12-31,
 * as an ISO date ("2026-11-23"), or null when it is not one.
 */
export function parseDayMonthYear(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [, day = "", month = "", year = ""] = match;
  if (Number(year) < 1900 || Number(year) > 2099) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month}-${day}`;
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}

/**
 * A calendar day written as an ISO date ("2026-11-23"), within the date picker's 1900 to 2099, or
 * null when it is not one: the form a list's date filters take in the address (decision 0080).
 */
export function parseIsoDay(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? parseDayMonthYear(`${match[3]}/${match[2]}/${match[1]}`) : null;
}

/**
 * A day as a form takes it or an address carries it: DD/MM/YYYY as typed (SPEC §9), or an ISO date
 * (a link the code wrote, decision 0080); the ISO date, or null when it is neither.
 */
export function parseDay(value: string): string | null {
  return parseDayMonthYear(value.trim()) ?? parseIsoDay(value.trim());
}

/**
 * An ISO date as a date field shows it to be typed again, DD/MM/YYYY (SPEC §9); "" for none.
 * @example typedDay("2026-11-29") // "29/11/2026"
 */
export function typedDay(isoDay: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay ?? "");
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "";
}

/** A list's date filter in the address: an ISO date (YYYY-MM-DD); anything else is refused (400). */
export const isoDay = () =>
  type("string")
    .pipe(trim)
    .narrow((value, ctx) => parseIsoDay(value) !== null || ctx.reject({ message: "errors.invalidInput" }))
    .configure({ message: "errors.invalidInput" });

/** SPEC §5 invoice date, §9 format: DD/MM/YYYY in the picker's range, read as an ISO date. */
export const date = () =>
  type("string")
    .configure({ message: "validation.date" })
    .pipe(trim)
    .narrow((value, ctx) => parseDayMonthYear(value) !== null || ctx.reject({ message: "validation.date" }))
    .pipe((value) => parseDayMonthYear(value) ?? value);

/** A day that may be none (a coupon's start or end, decision 0088): DD/MM/YYYY as an ISO date, or null (blank). */
export const optionalDate = () =>
  type("string | null")
    .configure({ message: "validation.date" })
    .pipe((value) => value?.trim() ?? "")
    .narrow(
      (value, ctx) => value === "" || parseDayMonthYear(value) !== null || ctx.reject({ message: "validation.date" }),
    )
    .pipe((value) => (value === "" ? null : (parseDayMonthYear(value) ?? value)));

/** SPEC §5, §9 image types: jpeg (jpg), png, svg, webp. */
export const imageTypes = ["image/jpeg", "image/png", "image/svg+xml", "image/webp"] as const satisfies UploadType[];
/** SPEC §9 documents: PDF. */
export const documentTypes = ["application/pdf"] as const satisfies UploadType[];

const extensions: Record<UploadType, readonly string[]> = {
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/svg+xml": ["svg"],
  "image/webp": ["webp"],
  "application/pdf": ["pdf"],
};

/** Whether a picked file says it is one of `types`, by its type or its name's extension. */
export function isDeclaredAs(file: { name: string; type: string }, types: readonly UploadType[]): boolean {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return types.some((kind) => file.type.toLowerCase() === kind || extensions[kind].includes(extension));
}

interface FileOptions {
  /** The largest file taken and the message that says so; without it the route's body limit decides. */
  size?: { maxBytes: number; message: ValidationMessage };
  /** What the file must say it is; the server still judges the bytes (core/storage.ts `sniffType`). */
  types?: readonly UploadType[];
  typeMessage?: ValidationMessage;
}

/** An uploaded file: present and not empty, within `size` and of `types` when they are given. */
export const file = ({ size, types, typeMessage = "validation.image" }: FileOptions = {}) =>
  type
    .instanceOf(File)
    .configure({ message: "validation.file.required" })
    .narrow((picked, ctx) =>
      picked.size === 0
        ? ctx.reject({ message: "validation.file.required" })
        : size && picked.size > size.maxBytes
          ? ctx.reject({ message: size.message })
          : !types || isDeclaredAs(picked, types) || ctx.reject({ message: typeMessage }),
    );

/** An image of SPEC §5's types (a logo, a product picture). */
export const imageFile = (options: Omit<FileOptions, "types" | "typeMessage"> = {}) =>
  file({ ...options, types: imageTypes, typeMessage: "validation.image" });

/** A PDF (SPEC §5 site settings: catalogue and approval form). */
export const pdfFile = (options: Omit<FileOptions, "types" | "typeMessage"> = {}) =>
  file({ ...options, types: documentTypes, typeMessage: "validation.pdf" });

/** A positive whole id from JSON or a form's select (text); blank means none. */
export const optionalId = (message: ValidationMessage) =>
  type("string | number")
    .pipe((value) =>
      value === "" ? null : typeof value === "number" ? value : /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN,
    )
    .narrow((value, ctx) => value === null || (Number.isSafeInteger(value) && value > 0) || ctx.reject({ message }))
    .configure({ message });

/** A checkbox: a JSON boolean, or what a form posts ("on", "true", "false"); absent is false. */
export const checkbox = () =>
  type("boolean | 'on' | 'true' | 'false'").pipe((value) => value === true || value === "on" || value === "true");

/** A rating of 1 to 5 stars (SPEC §5 review: at least 1), as a JSON number or a form's text. */
export const stars = () => wholeNumber(1, "review.rating.invalid", 5);

/** A page number of a list in a query string: 1 to 10,000, out-of-range values clamped. */
export const pageNumber = () => type("string.integer.parse").pipe((page) => Math.min(Math.max(page, 1), 10_000));

/**
 * A URL slug an admin types (decision 0056): lower-case letters and digits of one script joined by
 * single hyphens, as `slugify` writes them ("linen-shirts", "قمصان-كتان"); missing or blank is
 * null, and the resource derives one from its name.
 */
export const slug = ({ max = 120 }: { max?: number } = {}) =>
  type("string | null")
    .pipe((value) => value?.trim() ?? "")
    .narrow(
      (value, ctx) =>
        value === "" || (value.length <= max && isSlug(value)) || ctx.reject({ message: "validation.slug" }),
    )
    .pipe((value) => (value === "" ? null : value))
    .configure({ message: "validation.slug" });

/** SPEC §5 status (brand "availability"): available or unavailable, chosen. */
export const catalogueStatus = () => type.enumerated(...catalogueStatuses).configure({ message: "validation.status" });

/** A place in a list (main categories, categories): a whole number from 0, as JSON or a form's digits. */
export const position = () => wholeNumber(0, "validation.count", 1_000_000);

/**
 * A reference to another row (an image, a parent category): a positive whole id as a JSON number
 * or a form's digits; `null`, blank or missing mean none. Whether the row exists is the database's
 * to say (decision 0056).
 */
export const nullableId = (message: ValidationMessage) =>
  type("string | number | null")
    .pipe((value) =>
      value === null || value === ""
        ? null
        : typeof value === "number"
          ? value
          : /^\d{1,15}$/.test(value)
            ? Number(value)
            : Number.NaN,
    )
    .narrow((value, ctx) => value === null || (Number.isSafeInteger(value) && value > 0) || ctx.reject({ message }))
    .configure({ message });

/** A required reference (SPEC §5 brand image): as `nullableId`, but none is refused with `message`. */
export const requiredId = (message: ValidationMessage) =>
  nullableId(message).narrow((value, ctx): value is number => value !== null || ctx.reject({ message }));
