/** The files a prescription may carry, by what their bytes say they are. */
export type AttachmentType =
  'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'application/pdf';

/** The largest attachment: 8 MB (spec section 5 names 8 MB for uploaded pictures). */
export const MAX_ATTACHMENT_BYTES = 8 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * What a file is, read from its first bytes (its "magic number"), never from its name or the
 * type a client claims: a picture (JPEG, PNG, GIF, WebP) or a PDF; null for anything else.
 */
export function sniffAttachment(bytes: Uint8Array): AttachmentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}
