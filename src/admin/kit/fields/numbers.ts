// Numbers typed into the kit's text fields, as the API takes them: counts as whole numbers, money
// in major units ("12.50") as integer minor units (1250; decision 0030). What is not a number is
// passed on as typed, so the API's contract refuses it at its field with its own message.

/** Arabic-Indic digits and separators as Latin ones (an Arabic keyboard types ٣٫٥٠). */
function latin(text: string): string {
  return text
    .trim()
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[٫.]/g, ".")
    .replace(/[٬,]/g, "");
}

/**
 * A whole number as typed, or the text itself when it is not one.
 * @example wholeOf("12") // 12; wholeOf("١٢") // 12; wholeOf("1.5") // "1.5"
 */
export function wholeOf(text: string): number | string {
  const value = latin(text);
  return /^\d{1,15}$/.test(value) ? Number(value) : text;
}

/**
 * Money typed in major units as integer minor units, or the text itself when it is not money.
 * @example minorOf("12.5") // 1250; minorOf("٣٫٥٠") // 350; minorOf("12.345") // "12.345"
 */
export function minorOf(text: string): number | string {
  const value = latin(text);
  if (!/^\d{1,13}(\.\d{0,2})?$/.test(value)) return text;
  const [whole = "0", fraction = ""] = value.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/**
 * Minor units as major units to edit, with two decimals.
 * @example majorText(1250) // "12.50"
 */
export function majorText(minor: number): string {
  return (minor / 100).toFixed(2);
}
