// A tiny single-page PDF (PDF 1.4, Helvetica, plain text lines) for the demo catalogue and credit
// application documents: SPEC §5 requires PDFs there, and these are valid ones that any viewer
// opens. Standard fonts cover Latin text only, so the documents are in English.

function escapeText(line: string): string {
  return line.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?");
}

/** A one-page A4 PDF with a title and the given lines, as bytes. */
export function renderPdf(title: string, lines: readonly string[]): Uint8Array {
  const text = [
    "BT",
    "/F1 20 Tf",
    "56 770 Td",
    `(${escapeText(title)}) Tj`,
    "/F1 11 Tf",
    "0 -34 Td",
    ...lines.flatMap((line) => [`(${escapeText(line)}) Tj`, "0 -18 Td"]),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Title (${escapeText(title)}) /Producer (Jumla seed) >>`,
  ];
  // Every character is ASCII, so string length equals byte offset (the xref table needs offsets).
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
