// The approval form file (SPEC §4, §5 "file must be a valid, uncorrupted format"; ARCHITECTURE.md
// §3 uploads): judged by its bytes, never by its name or the client's Content-Type.
import { approvalFormMaxBytes } from "../../../core/contracts/account.ts";
import { approvalFormPrefix, sniffType, type UploadType } from "../../../core/storage.ts";
import { AppError } from "../../lib/errors.ts";
import { hasMarkup, isCompleteImage } from "../../lib/image-file.ts";
import { findActivePdfContent } from "../../lib/pdf-active-content.ts";

/** Room for the multipart envelope and the company number around a file at the size limit. */
export const approvalFormMultipartOverhead = 64 * 1024;

/** PDF or a photo of the signed form. SVG is an image in SPEC §5 but can carry script: refused here. */
export const approvalFormTypes = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export type ApprovalFormType = (typeof approvalFormTypes)[number];

const isApprovalFormType = (type: UploadType | null): type is ApprovalFormType =>
  (approvalFormTypes as readonly (UploadType | null)[]).includes(type);

const ascii = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

/** Whether the file ends the way its format must end: a truncated upload is "corrupted". */
function isComplete(bytes: Uint8Array, type: ApprovalFormType): boolean {
  // The trailer's end-of-file marker, allowing the trailing whitespace many writers add.
  if (type === "application/pdf") return ascii(bytes.subarray(-2048)).includes("%%EOF");
  return isCompleteImage(bytes, type);
}

export type ApprovalFileCheck = { ok: true; type: ApprovalFormType } | { ok: false; problem: "too_large" | "invalid" };

/**
 * Size, magic bytes, completeness, no markup (image-file.ts `hasMarkup`), and for a PDF no active content (script,
 * actions on opening, launch, attached files; issue #9 D.24), which SPEC §8 calls "File format
 * wrong or corrupted" too: the first failure wins.
 */
export function checkApprovalFile(bytes: Uint8Array): Promise<ApprovalFileCheck> {
  return checkUploadedDocument(bytes, approvalFormTypes, approvalFormMaxBytes);
}

/**
 * The same checks for any document the shop takes (the approval form; the site settings'
 * catalogue and application form PDFs, decision 0068): at most `maxBytes`, one of `types` by its
 * bytes, complete, no markup where it would be read (the gallery's check too), and a PDF without
 * active content.
 */
export async function checkUploadedDocument<T extends ApprovalFormType>(
  bytes: Uint8Array,
  types: readonly T[],
  maxBytes: number,
): Promise<{ ok: true; type: T } | { ok: false; problem: "too_large" | "invalid" }> {
  if (bytes.length > maxBytes) return { ok: false, problem: "too_large" };
  if (bytes.length < 16) return { ok: false, problem: "invalid" };
  const type = sniffType(bytes);
  if (!isApprovalFormType(type) || !(types as readonly ApprovalFormType[]).includes(type)) {
    return { ok: false, problem: "invalid" };
  }
  if (!isComplete(bytes, type)) return { ok: false, problem: "invalid" };
  if (hasMarkup(bytes, type)) return { ok: false, problem: "invalid" };
  if (type === "application/pdf" && (await findActivePdfContent(bytes)) !== null)
    return { ok: false, problem: "invalid" };
  return { ok: true, type: type as T };
}

/**
 * The stored form as a download: `attachment`, its sniffed type, `nosniff` and a CSP that lets
 * nothing run even if a browser rendered it (ARCHITECTURE.md §3). Never cached by shared caches.
 */
export async function approvalFormDownload(bucket: R2Bucket, key: string | null, customerId: number) {
  if (!key?.startsWith(`${approvalFormPrefix}/`)) throw new AppError("not_found");
  const object = await bucket.get(key);
  if (!object) throw new AppError("not_found");
  const extension = key.slice(key.lastIndexOf(".") + 1);
  const headers = new Headers({
    "content-type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "content-disposition": `attachment; filename="approval-form-${customerId}.${extension}"`,
    "content-length": String(object.size),
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
    "cache-control": "private, no-store",
  });
  return new Response(object.body, { headers });
}
