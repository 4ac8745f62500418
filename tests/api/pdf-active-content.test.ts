// The PDF check of issue #9 D.24 as a unit, run in workerd, whose DecompressionStream it relies on
// (the upload route's own tests are in approval-form.test.ts).
import { describe, expect, it } from "vitest";
import { findActivePdfContent, maxInflatedBytes, pdfNames } from "../../workers/lib/pdf-active-content.ts";
import { buildPdf, deflate, noiseWithNames } from "../fixtures/pdf.ts";

const encoder = new TextEncoder();
const page = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>";
const pages = "<< /Type /Pages /Kids [3 0 R] /Count 1 >>";
const content = {
  dictionary: "",
  data: encoder.encode("BT /F1 12 Tf 72 720 Td (Signed: Noura) Tj ET"),
  compress: true,
};

describe("pdfNames", () => {
  it("reads names with their #-escapes decoded", () => {
    expect(pdfNames("<< /S /J#61vaScript /Open#41ction[/Fit] /A#2fB >>")).toEqual([
      "S",
      "JavaScript",
      "OpenAction",
      "Fit",
      "A/B",
    ]);
  });
});

describe("findActivePdfContent", () => {
  it.each([
    ["a plain document", () => buildPdf("/Pages 2 0 R", [pages, page, content])],
    [
      "a scan whose picture bytes happen to hold active-looking names",
      () =>
        buildPdf("/Pages 2 0 R", [
          pages,
          page,
          {
            dictionary: "/Type /XObject /Subtype /Image /Width 800 /Height 600 /Filter /DCTDecode",
            data: noiseWithNames(300_000),
          },
        ]),
    ],
    [
      "a document in a compressed object stream",
      () => buildPdf("/Pages 2 0 R", [pages, page, content], { objectStream: true }),
    ],
    [
      "a stream whose /Length is an indirect object",
      () => buildPdf("/Pages 2 0 R", [pages, page, { ...content, isLengthIndirect: true }], { objectStream: true }),
    ],
  ])("accepts %s", async (_, make) => {
    expect(await findActivePdfContent(await make())).toBeNull();
  });

  it.each([
    ["document JavaScript", "/Pages 2 0 R /Names << /JavaScript 3 0 R >>", ["<< /Names [(x) 4 0 R] >>"], "/JavaScript"],
    ["a script run on opening", "/Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >>", [], "/OpenAction"],
    [
      "an action that launches a program",
      "/Pages 2 0 R",
      [pages, "<< /Type /Annot /A << /S /Launch /F (cmd.exe) >> >>"],
      "/Launch",
    ],
    [
      "attached files",
      "/Pages 2 0 R /Names << /EmbeddedFiles 3 0 R >>",
      ["<< /Names [(a.exe) 4 0 R] >>"],
      "/EmbeddedFiles",
    ],
    ["a page action", "/Pages 2 0 R", [pages, "<< /Type /Page /AA << /O 5 0 R >> >>"], "/AA"],
    ["an escaped /J#61vaScript", "/Pages 2 0 R /Names << /J#61vaScript 3 0 R >>", [], "/JavaScript"],
    ["an escaped /Open#41ction", "/Pages 2 0 R /Open#41ction 3 0 R", [], "/OpenAction"],
  ])("finds %s", async (_, catalog, objects, found) => {
    expect(await findActivePdfContent(await buildPdf(catalog, objects))).toBe(found);
  });

  it("finds an embedded file's stream", async () => {
    const file = {
      dictionary: "/Type /EmbeddedFile /Subtype /application#2Fx-msdownload",
      data: noiseWithNames(2_000),
    };
    expect(await findActivePdfContent(await buildPdf("/Pages 2 0 R", [pages, file]))).toBe("/EmbeddedFile");
  });

  it.each([
    ["/JavaScript", "<< /Type /Action /S /JavaScript /JS 9 0 R >>"],
    ["/JavaScript", "<< /Type /Action /S /J#61va#53cript /JS 9 0 R >>"],
    ["/OpenAction", "<< /Type /Catalog /Open#41ction 5 0 R >>"],
    ["/EmbeddedFiles", "<< /EmbeddedFiles 6 0 R >>"],
  ])("finds %s hidden in a compressed object stream", async (found, hidden) => {
    const bytes = await buildPdf("/Pages 2 0 R", [pages, page, hidden, content], { objectStream: true });
    expect(new TextDecoder("latin1").decode(bytes)).not.toMatch(/JavaScript|Open#41ction|EmbeddedFiles|J#61va/);
    expect(await findActivePdfContent(bytes)).toBe(found);
  });

  it("refuses an object stream it cannot read: another filter, a predictor, corrupt data", async () => {
    const hex = await buildPdf("/Pages 2 0 R", [pages, page], {
      objectStream: true,
      objectStreamFilter: "/ASCIIHexDecode",
    });
    expect(await findActivePdfContent(hex)).toBe("unreadable object stream");
    const predicted = encoder.encode(
      "%PDF-1.5\n5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 12 >> /Length 3 >>\nstream\nabc\nendstream\nendobj\n%%EOF\n",
    );
    expect(await findActivePdfContent(predicted)).toBe("unreadable object stream");
    const corrupt = encoder.encode(
      "%PDF-1.5\n5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 9 >>\nstream\nnot zlib!\nendstream\nendobj\n%%EOF\n",
    );
    expect(await findActivePdfContent(corrupt)).toBe("unreadable object stream");
  });

  it("stops inflating an object stream past its budget (a deflate bomb)", async () => {
    const bomb = await deflate(new Uint8Array(maxInflatedBytes + 1024));
    const head = encoder.encode(
      `%PDF-1.5\n5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`,
    );
    const bytes = new Uint8Array([...head, ...bomb, ...encoder.encode("\nendstream\nendobj\n%%EOF\n")]);
    expect(await findActivePdfContent(bytes)).toBe("unreadable object stream");
  });
});
