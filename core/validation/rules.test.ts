import { type, type Type } from "arktype";
import { describe, expect, it } from "vitest";
import { fieldIssues } from "./issues.ts";
import {
  catalogueStatus,
  checkbox,
  companyNumber,
  count,
  date,
  email,
  file,
  identifier,
  imageFile,
  matches,
  lineQuantity,
  money,
  optionalMoney,
  priceDelta,
  stock,
  newPassword,
  nullableId,
  optionalId,
  optionalPhone,
  optionalText,
  pageNumber,
  parseDay,
  parseDayMonthYear,
  typedDay,
  pdfFile,
  phone,
  position,
  quantity,
  requiredId,
  requiredPassword,
  requiredText,
  sku,
  slug,
  stars,
  title,
  url,
} from "./rules.ts";

/** What a rule makes of one value: `{ ok: output }`, or the vocabulary key it refuses it with. */
function verdict(rule: Type, value: unknown): { ok: unknown } | string {
  const result = type({ field: rule })({ field: value });
  if (!(result instanceof type.errors)) return { ok: (result as { field: unknown }).field };
  return fieldIssues(result).field ?? "no issue on the field";
}

const bytes = (size: number) => new Uint8Array(size);

describe.each([
  // [rule name, rule, [input, expected output or refusal key]…]
  [
    "requiredText (trimmed, blank is missing, at most 100)",
    requiredText(),
    [
      [" Noura ", { ok: "Noura" }],
      ["", "validation.required"],
      ["   ", "validation.required"],
      [undefined, "validation.required"],
      [5, "validation.required"],
      ["x".repeat(100), { ok: "x".repeat(100) }],
      ["x".repeat(101), "validation.tooLong"],
    ],
  ],
  [
    "requiredText with its own message",
    requiredText({ max: 5, message: "register.firstName.required" }),
    [
      ["", "register.firstName.required"],
      ["abcdef", "validation.tooLong"],
    ],
  ],
  [
    "optionalText (blank is null)",
    optionalText({ max: 5 }),
    [
      [" a ", { ok: "a" }],
      ["", { ok: null }],
      ["  ", { ok: null }],
      [null, { ok: null }],
      ["abcdef", "validation.tooLong"],
      [1, "errors.invalidInput"],
    ],
  ],
  [
    "title (names and titles at least 3 characters, SPEC §9)",
    title(),
    [
      ["Towels", { ok: "Towels" }],
      ["ثوب", { ok: "ثوب" }],
      ["  ab  ", "validation.tooShort"],
      ["", "validation.required"],
      ["x".repeat(201), "validation.tooLong"],
    ],
  ],
  [
    "identifier (sign-in email or phone, at most 254)",
    identifier("auth.login.loginRequired"),
    [
      [" 0500000001 ", { ok: "0500000001" }],
      ["", "auth.login.loginRequired"],
      [`${"a".repeat(245)}@jumla.sa`, { ok: `${"a".repeat(245)}@jumla.sa` }],
      [`${"a".repeat(246)}@jumla.sa`, "validation.tooLong"],
    ],
  ],
  [
    "email (SPEC §5 'Invalid email address')",
    email(),
    [
      [" Noura@Jumla.SA ", { ok: "noura@jumla.sa" }],
      ["noura@", "validation.email"],
      ["noura jumla.sa", "validation.email"],
      ["", "validation.required"],
      [undefined, "validation.required"],
      [`${"a".repeat(250)}@b.co`, "validation.email"],
    ],
  ],
  [
    "email with SPEC §8's reset text",
    email({ message: "reset.emailInvalid" }),
    [["not-an-email", "reset.emailInvalid"]],
  ],
  [
    "url (SPEC §5 'Invalid URL')",
    url(),
    [
      ["https://jumla.sa/offers?x=1", { ok: "https://jumla.sa/offers?x=1" }],
      [" http://jumla.sa ", { ok: "http://jumla.sa" }],
      ["/category/towels", "validation.url"],
      ["javascript:alert(1)", "validation.url"],
      ["ftp://jumla.sa/file", "validation.url"],
      ["https://jumla .sa", "validation.url"],
      ["jumla.sa", "validation.url"],
      [`https://jumla.sa/${"a".repeat(2048)}`, "validation.url"],
    ],
  ],
  [
    "url allowing a path on this site",
    url({ allowPath: true }),
    [
      ["/category/towels", { ok: "/category/towels" }],
      ["//evil.example/x", "validation.url"],
      ["/\\evil.example", "validation.url"],
    ],
  ],
  [
    "phone (at least 10 digits, normalised as stored)",
    phone(),
    [
      ["050 000 0001", { ok: "0500000001" }],
      ["+966 (50) 111-2222", { ok: "+966501112222" }],
      ["٠٥٠٠٠٠٠٠٠١", { ok: "0500000001" }],
      ["050000001", "validation.phone"],
      ["0500000001x", "validation.phone"],
      ["1234567890123456", "validation.phone"],
      ["", "validation.required"],
      [undefined, "validation.required"],
    ],
  ],
  [
    "optionalPhone (a land line: at least 6 digits; blank is null)",
    optionalPhone({ message: "register.landLine.invalid", minDigits: 6 }),
    [
      ["011 222", { ok: "011222" }],
      ["", { ok: null }],
      ["12345", "register.landLine.invalid"],
    ],
  ],
  [
    "companyNumber (4 to 20 digits)",
    companyNumber("register.companyNumber.invalid"),
    [
      [" 1010000000 ", { ok: "1010000000" }],
      ["١٠١٠", { ok: "1010" }],
      ["123", "register.companyNumber.invalid"],
      ["CR-1234", "register.companyNumber.invalid"],
      ["1".repeat(21), "register.companyNumber.invalid"],
      ["", "register.companyNumber.invalid"],
    ],
  ],
  [
    "requiredPassword (taken as typed, at most 1024)",
    requiredPassword("auth.login.passwordRequired"),
    [
      [" secret ", { ok: " secret " }],
      ["", "auth.login.passwordRequired"],
      ["x".repeat(1025), "auth.login.passwordRequired"],
    ],
  ],
  [
    "newPassword (8 to 128 characters, not a common one)",
    newPassword(),
    [
      ["Bulk-Order-2026", { ok: "Bulk-Order-2026" }],
      ["Ab1!xyz", "validation.password.short"],
      ["x".repeat(129), "validation.password.long"],
      ["password1", "validation.password.common"],
      [undefined, "validation.required"],
    ],
  ],
  ["newPassword with SPEC §8's reset text", newPassword({ short: "reset.tooShort" }), [["short", "reset.tooShort"]]],
  [
    "money (a price in integer minor units, 0 to 1,000,000.00)",
    money(),
    [
      [0, { ok: 0 }],
      [12550, { ok: 12550 }],
      ["12550", { ok: 12550 }],
      [100_000_000, { ok: 100_000_000 }],
      [100_000_001, "validation.money.tooLarge"],
      ["100000001", "validation.money.tooLarge"],
      ["12345678901234567890", "validation.money.tooLarge"],
      [Number.MAX_SAFE_INTEGER + 1, "validation.money.tooLarge"],
      [1e300, "validation.money.tooLarge"],
      [-1, "validation.money"],
      [1.5, "validation.money"],
      ["12.50", "validation.money"],
      ["", "validation.money"],
      [Number.POSITIVE_INFINITY, "validation.money"],
    ],
  ],
  [
    "optionalMoney (a discount price: money, or none)",
    optionalMoney(),
    [
      [null, { ok: null }],
      ["", { ok: null }],
      [100_000_000, { ok: 100_000_000 }],
      [100_000_001, "validation.money.tooLarge"],
      [-1, "validation.money"],
    ],
  ],
  [
    "priceDelta (an option choice's addition, 0 to 10,000.00)",
    priceDelta(),
    [
      [0, { ok: 0 }],
      [1_000_000, { ok: 1_000_000 }],
      [1_000_001, "validation.priceDelta.tooLarge"],
      [-1, "validation.money"],
    ],
  ],
  [
    "lineQuantity (units of one line, 1 to 50,000)",
    lineQuantity(),
    [
      [1, { ok: 1 }],
      ["50000", { ok: 50_000 }],
      [50_001, "validation.quantity.tooLarge"],
      [0, "validation.quantity"],
      [2.5, "validation.quantity"],
    ],
  ],
  [
    "stock (units held, 0 or 1 to 1,000,000,000)",
    stock({ min: 0 }),
    [
      [0, { ok: 0 }],
      [1_000_000_000, { ok: 1_000_000_000 }],
      [1_000_000_001, "validation.stock.tooLarge"],
      [-1, "validation.count"],
    ],
  ],
  ["stock of at least 1", stock({ min: 1 }), [[0, "validation.quantity"]]],
  [
    "count (a whole number, at least 0: stock, a minimum of selections, grams)",
    count(),
    [
      [0, { ok: 0 }],
      ["40", { ok: 40 }],
      [-1, "validation.count"],
      [2.5, "validation.count"],
      ["", "validation.count"],
    ],
  ],
  [
    "quantity (a whole number, at least 1)",
    quantity(),
    [
      [1, { ok: 1 }],
      ["24", { ok: 24 }],
      [0, "validation.quantity"],
      [2.5, "validation.quantity"],
      ["1e3", "validation.quantity"],
    ],
  ],
  [
    "sku (4 to 12 characters)",
    sku(),
    [
      ["TWL-0001", { ok: "TWL-0001" }],
      [" ABCD ", { ok: "ABCD" }],
      ["ABC", "validation.sku"],
      ["ABCDEFGHIJKLM", "validation.sku"],
    ],
  ],
  [
    "date (DD/MM/YYYY between 1900-01-01 and 2099-12-31)",
    date(),
    [
      ["23/11/2026", { ok: "2026-11-23" }],
      ["01/01/1900", { ok: "1900-01-01" }],
      ["31/12/2099", { ok: "2099-12-31" }],
      ["29/02/2024", { ok: "2024-02-29" }],
      ["29/02/2026", "validation.date"],
      ["31/04/2026", "validation.date"],
      ["31/12/1899", "validation.date"],
      ["01/01/2100", "validation.date"],
      ["2026-11-23", "validation.date"],
      ["1/1/2026", "validation.date"],
    ],
  ],
  [
    "optionalId (a canonical positive id, blank is none)",
    optionalId("address.city.required"),
    [
      ["12", { ok: 12 }],
      [12, { ok: 12 }],
      ["", { ok: null }],
      ["0", "address.city.required"],
      ["1e3", "address.city.required"],
      [-3, "address.city.required"],
    ],
  ],
  [
    "slug (as slugify writes one; blank is none, decision 0056)",
    slug(),
    [
      ["linen-shirts", { ok: "linen-shirts" }],
      [" linen-shirts ", { ok: "linen-shirts" }],
      ["قمصان-كتان", { ok: "قمصان-كتان" }],
      ["2026-range", { ok: "2026-range" }],
      ["", { ok: null }],
      [null, { ok: null }],
      ["Linen", "validation.slug"],
      ["two words", "validation.slug"],
      ["a--b", "validation.slug"],
      ["-a", "validation.slug"],
      ["a/b", "validation.slug"],
      ["café", "validation.slug"],
      ["x".repeat(121), "validation.slug"],
      [5, "validation.slug"],
    ],
  ],
  [
    "catalogueStatus (SPEC §5 available or unavailable, chosen)",
    catalogueStatus(),
    [
      ["available", { ok: "available" }],
      ["unavailable", { ok: "unavailable" }],
      ["out_of_stock", "validation.status"],
      [undefined, "validation.status"],
    ],
  ],
  [
    "position (a whole number from 0)",
    position(),
    [
      [0, { ok: 0 }],
      ["12", { ok: 12 }],
      [-1, "validation.count"],
      [1.5, "validation.count"],
      ["x", "validation.count"],
    ],
  ],
  [
    "nullableId (a canonical positive id; null or blank is none)",
    nullableId("validation.reference"),
    [
      [7, { ok: 7 }],
      ["7", { ok: 7 }],
      [null, { ok: null }],
      ["", { ok: null }],
      [0, "validation.reference"],
      ["7a", "validation.reference"],
      [1.5, "validation.reference"],
    ],
  ],
  [
    "requiredId (SPEC §5 brand image required)",
    requiredId("validation.image.required"),
    [
      [7, { ok: 7 }],
      [null, "validation.image.required"],
      ["", "validation.image.required"],
      [undefined, "validation.image.required"],
      [-1, "validation.image.required"],
    ],
  ],
  [
    "checkbox",
    checkbox(),
    [
      [true, { ok: true }],
      ["on", { ok: true }],
      ["true", { ok: true }],
      ["false", { ok: false }],
      [false, { ok: false }],
      ["yes", "errors.invalidInput"],
    ],
  ],
  [
    "stars (a rating of 1 to 5)",
    stars(),
    [
      [5, { ok: 5 }],
      ["1", { ok: 1 }],
      [0, "review.rating.invalid"],
      ["6", "review.rating.invalid"],
      [2.5, "review.rating.invalid"],
      [undefined, "review.rating.invalid"],
    ],
  ],
  [
    "pageNumber (clamped to 1…10,000)",
    pageNumber(),
    [
      ["3", { ok: 3 }],
      ["0", { ok: 1 }],
      ["99999", { ok: 10_000 }],
      ["x", "errors.invalidInput"],
    ],
  ],
] as [string, Type, [unknown, unknown][]][])("%s", (_, rule, cases) => {
  it.each(cases)("%o → %o", (input, expected) => {
    expect(verdict(rule, input)).toEqual(expected);
  });
});

describe("file rules (SPEC §5 image types jpeg, png, jpg, svg, webp; documents PDF)", () => {
  const upload = (name: string, type: string, size = 10) => new File([bytes(size)], name, { type });

  it.each([
    ["a JPEG", upload("logo.jpg", "image/jpeg"), "ok"],
    ["a .jpeg without a type", upload("logo.JPEG", ""), "ok"],
    ["a PNG", upload("logo.png", "image/png"), "ok"],
    ["an SVG", upload("logo.svg", "image/svg+xml"), "ok"],
    ["a WebP", upload("logo.webp", "image/webp"), "ok"],
    ["a GIF", upload("logo.gif", "image/gif"), "validation.image"],
    ["a PDF", upload("logo.pdf", "application/pdf"), "validation.image"],
    ["an empty file", upload("logo.png", "image/png", 0), "validation.file.required"],
    ["too large", upload("logo.png", "image/png", 2048), "approval.file.tooLarge"],
    ["no file", undefined, "validation.file.required"],
    ["text instead of a file", "logo.png", "validation.file.required"],
  ])("imageFile: %s", (_, value, expected) => {
    const result = verdict(imageFile({ size: { maxBytes: 1024, message: "approval.file.tooLarge" } }), value);
    expect(typeof result === "object" ? "ok" : result).toBe(expected);
  });

  it.each([
    ["a PDF", upload("catalogue.pdf", "application/pdf"), "ok"],
    ["a PNG", upload("catalogue.png", "image/png"), "validation.pdf"],
  ])("pdfFile: %s", (_, value, expected) => {
    const result = verdict(pdfFile(), value);
    expect(typeof result === "object" ? "ok" : result).toBe(expected);
  });

  it("file without types takes any non-empty file (the server sniffs the bytes)", () => {
    expect(typeof verdict(file(), upload("form.bin", ""))).toBe("object");
  });
});

describe("matches (SPEC §5 confirmation must match)", () => {
  const Passwords = type({ password: "string", passwordConfirmation: "string" }).narrow(
    matches("password", "passwordConfirmation"),
  );

  it.each([
    [{ password: "Bulk-Order-2026", passwordConfirmation: "Bulk-Order-2026" }, {}],
    [
      { password: "Bulk-Order-2026", passwordConfirmation: "Bulk-Order-2025" },
      { passwordConfirmation: "validation.password.mismatch" },
    ],
    [
      { password: "Bulk-Order-2026", passwordConfirmation: "" },
      { passwordConfirmation: "validation.password.mismatch" },
    ],
  ])("%o → %o", (input, expected) => {
    const result = Passwords(input);
    expect(result instanceof type.errors ? fieldIssues(result) : {}).toEqual(expected);
  });
});

describe("parseDayMonthYear", () => {
  it.each([
    ["15/06/2031", "2031-06-15"],
    ["00/06/2031", null],
    ["15/13/2031", null],
    ["15/06/31", null],
  ])("%s → %s", (input, expected) => {
    expect(parseDayMonthYear(input)).toBe(expected);
  });
});

describe("a day typed or carried in an address (SPEC §9 DD/MM/YYYY)", () => {
  it.each([
    ["29/11/2026", "2026-11-29"],
    [" 29/11/2026 ", "2026-11-29"],
    ["2026-11-29", "2026-11-29"],
    // The browser's other orders are not days: 11/29/2026 is month 29
    ["11/29/2026", null],
    ["2026/11/29", null],
    ["31/02/2026", null],
    ["", null],
  ])("parseDay(%j) → %s", (input, expected) => {
    expect(parseDay(input)).toBe(expected);
  });

  it("writes an ISO day back as it is typed, DD/MM/YYYY, and none as empty", () => {
    expect(typedDay("2026-11-29")).toBe("29/11/2026");
    expect(typedDay(undefined)).toBe("");
    expect(typedDay("29/11/2026")).toBe("");
    expect(parseDay(typedDay("2031-06-15"))).toBe("2031-06-15");
  });
});
