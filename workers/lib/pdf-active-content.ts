// Active content in uploaded PDFs (issue #9 D.24, docs/decisions/0038-pdf-active-content.md): a
// PDF that runs script, acts by itself when opened or on events, launches programs or carries
// files is refused. Not a PDF parser: a scan of every name outside stream data, and inside the
// compressed object streams (PDF 1.5) where dictionaries may hide, with #-escapes decoded.

/**
 * Names that make a document act: script (/JavaScript, the /JS key of a script action),
 * actions run on opening or on page and field events (/OpenAction, /AA), program launch (/Launch),
 * attached files (/EmbeddedFile, /EmbeddedFiles) and embedded players (/RichMedia).
 */
export const activePdfNames = [
  "JavaScript",
  "JS",
  "OpenAction",
  "AA",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "RichMedia",
] as const;

const active = new Set<string>(activePdfNames);

/** The most an upload's object streams may inflate to: a deflate bomb is refused, not expanded. */
export const maxInflatedBytes = 32 * 1024 * 1024;

// A name is "/" and regular characters: anything but white space and the delimiters ()<>[]{}/%
// (ISO 32000-1 §7.2.2, §7.3.5); "#" and two hex digits stand for one byte.
// eslint-disable-next-line no-control-regex -- NUL, tab, line feed, form feed and carriage return are PDF white space
const namePattern = /\/([^\x00\x09\x0a\x0c\x0d\x20()<>[\]{}/%]*)/g;

/** Every name in a piece of PDF text, #-escapes decoded (`/J#61vaScript` is `JavaScript`). */
export function pdfNames(text: string): string[] {
  return [...text.matchAll(namePattern)].map((match) =>
    (match[1] ?? "").replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

interface Stream {
  /** The stream's dictionary, `<<` to `>>`. */
  dictionary: string;
  /** The stream's data. */
  data: Uint8Array;
  /** Whether the data's end was searched for (no direct /Length): it may carry the end-of-line. */
  isEndGuessed: boolean;
}

/** Where the dictionary that ends at the end of `text` (with `>>`) begins. */
function dictionaryStart(text: string): number {
  const opened: number[] = [];
  let start = 0;
  for (const match of text.matchAll(/<<|>>/g)) {
    if (match[0] === "<<") opened.push(match.index);
    else start = opened.pop() ?? 0;
  }
  return start;
}

/**
 * The file split into what a scan reads (objects, dictionaries) and the streams' data, which it
 * skips: picture bytes are noise in which "/JS" turns up by chance.
 */
function splitStreams(bytes: Uint8Array, text: string): { outside: string[]; streams: Stream[] } {
  const outside: string[] = [];
  const streams: Stream[] = [];
  const keyword = />>\s*stream(\r\n|\n|\r)/g;
  let from = 0;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const start = match.index + match[0].length;
    const before = text.slice(from, match.index + 2);
    const dictionary = before.slice(dictionaryStart(before));
    // The /Length when it is written in place; an indirect one (`5 0 R`) means finding endstream.
    const length = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dictionary);
    const declaredEnd = length ? start + Number(length[1]) : -1;
    const isDeclared = declaredEnd >= start && /^\s*endstream/.test(text.slice(declaredEnd, declaredEnd + 32));
    const end = isDeclared ? declaredEnd : text.indexOf("endstream", start);
    if (end < 0) break;
    outside.push(text.slice(from, start));
    streams.push({ dictionary, data: bytes.subarray(start, end), isEndGuessed: !isDeclared });
    from = end;
    keyword.lastIndex = end;
  }
  outside.push(text.slice(from));
  return { outside, streams };
}

/** Inflates zlib data (FlateDecode), or null when it is not valid or would pass `budget` bytes. */
async function inflate(bytes: Uint8Array, budget: number): Promise<Uint8Array | null> {
  const reader = new Blob([bytes.slice()]).stream().pipeThrough(new DecompressionStream("deflate")).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.length;
      if (size > budget) {
        await reader.cancel();
        return null;
      }
      chunks.push(read.value);
    }
  } catch {
    return null;
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

const latin1 = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

/**
 * Why a PDF is refused as active, or null when it is not: the first active name found
 * ("/JavaScript"), or "unreadable object stream" when an object stream cannot be inflated (another
 * filter, a predictor, encryption, corruption or a deflate bomb), since what it holds is unknown.
 * @example await findActivePdfContent(upload) // "/OpenAction"
 */
export async function findActivePdfContent(bytes: Uint8Array): Promise<string | null> {
  const { outside, streams } = splitStreams(bytes, latin1(bytes));
  const visible = outside.flatMap(pdfNames).find((name) => active.has(name));
  if (visible !== undefined) return `/${visible}`;
  let budget = maxInflatedBytes;
  for (const stream of streams) {
    const names = pdfNames(stream.dictionary);
    if (!names.includes("ObjStm")) continue;
    const filters = names.filter((name) => name.endsWith("Decode") || name === "Fl");
    let content: Uint8Array | null = stream.data;
    if (filters.length > 0) {
      const isFlateOnly = filters.length === 1 && (filters[0] === "FlateDecode" || filters[0] === "Fl");
      if (!isFlateOnly || names.includes("DecodeParms")) return "unreadable object stream";
      // Data found by searching for endstream may end with the end-of-line that precedes it.
      const trimmed = stream.isEndGuessed ? stream.data.subarray(0, endOfData(stream.data)) : stream.data;
      content =
        (await inflate(trimmed, budget)) ?? (trimmed === stream.data ? null : await inflate(stream.data, budget));
      if (content === null) return "unreadable object stream";
      budget -= content.length;
    }
    const hidden = pdfNames(latin1(content)).find((name) => active.has(name));
    if (hidden !== undefined) return `/${hidden}`;
  }
  return null;
}

/** The length of stream data without the end-of-line written before `endstream`. */
function endOfData(data: Uint8Array): number {
  let end = data.length;
  if (data[end - 1] === 0x0a) end--;
  if (data[end - 1] === 0x0d) end--;
  return end;
}
