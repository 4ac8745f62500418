import { describe, expect, it } from "vitest";
import { findRefusedContent } from "./message-rules.ts";

describe("findRefusedContent (SPEC §5 contact message)", () => {
  it.each([
    ["an https URL", "See https://cheap.example/offer for details"],
    ["an http URL", "http://example.org"],
    ["a www. address", "visit www.example.net today"],
    ["a WWW. address in capitals", "WWW.EXAMPLE.NET"],
    ["a bare domain", "order from cheap-deals.com instead"],
    ["a Saudi domain in Arabic text", "زوروا موقعنا jumla-offers.sa"],
  ])("refuses %s as a link", (_case, message) => {
    expect(findRefusedContent(message)).toBe("links");
  });

  it.each([
    ["an email address", "Write to me at buyer@example.com please"],
    ["an email address in Arabic text", "راسلني على buyer@example.com"],
    ["a Saudi mobile number", "Call me on 0501234567"],
    ["a spaced mobile number", "Call 050 123 4567"],
    ["an international number", "WhatsApp +966 50 123 4567"],
    ["a number with 00 prefix", "00966501234567"],
    ["a UK number with brackets", "Ring (020) 7946 0958"],
    ["a UK mobile with dashes", "07700-900-123"],
    ["a mobile without its leading zero", "501234567"],
    ["a number in Arabic-Indic digits", "اتصل على ٠٥٠١٢٣٤٥٦٧"],
    ["a spaced number in Arabic-Indic digits", "جوالي ٠٥٠ ١٢٣ ٤٥٦٧"],
    ["a number in Extended Arabic-Indic digits", "شماره ۰۵۰۱۲۳۴۵۶۷"],
    ["a number mixing both digit sets", "رقمي 050١٢٣٤٥٦٧"],
  ])("refuses %s as personal information", (_case, message) => {
    expect(findRefusedContent(message)).toBe("personalInfo");
  });

  it.each([
    ["ordinary English text", "Do you deliver to Jeddah? We need towels for a new hotel."],
    ["ordinary Arabic text", "هل يتوفر توصيل إلى حفر الباطن؟ نحتاج مناشف لفندق جديد."],
    ["quantities and prices", "We need 1200 pieces at 45.50 each, 300 cartons in total."],
    ["a date", "Please deliver before 12/03/2027."],
    ["a list of sizes", "Sizes 38 40 42 44 46 in black"],
    ["an order number", "About order 10234, one carton was damaged."],
    ["Arabic-Indic quantities", "نحتاج ١٢٠٠ قطعة من المقاس ٤٢"],
    ["a sentence ending in a full stop", "Thanks.Looking forward to it"],
  ])("accepts %s", (_case, message) => {
    expect(findRefusedContent(message)).toBeNull();
  });
});
