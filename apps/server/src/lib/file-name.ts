/**
 * An upload's name follows its content, never the other way round: the name a client sends is a
 * label, and its extension is what a desktop opens the saved file with. PDF bytes saved as
 * `certificate.html` run as a web page once opened from the downloads folder, so both the stored
 * and the served name carry the extension of the type told by the file's first bytes.
 */

/** The types an upload is served as, with the extensions each may be saved under (the first is given). */
const typeExtensions: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'text/csv': ['csv'],
};
/** Anything else is served as bytes a desktop opens with no program of its own. */
const unknownType = { mime: 'application/octet-stream', extension: 'bin' } as const;

/** A client's file name as a label only (never a path): no folders, no control characters, short. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(-200) || 'upload';
}

/** The content type a stored file is served as: its own when known, else plain bytes. */
export function servedContentType(mimeType: string): string {
  return typeExtensions[mimeType] ? mimeType : unknownType.mime;
}

/**
 * The name with the extension of its content type: kept when it already ends in one of that type's
 * extensions, otherwise its last extension (if any) is replaced: `certificate.html` holding a PDF is
 * `certificate.pdf`, `licence` is `licence.pdf`, an unknown type ends in `.bin`.
 */
export function nameForContentType(name: string, mimeType: string): string {
  const extensions = typeExtensions[mimeType] ?? [unknownType.extension];
  // Windows drops trailing dots and spaces, so 'page.html.' would be saved as 'page.html'.
  const trimmed = name.replace(/[.\s]+$/, '') || 'upload';
  const dot = trimmed.lastIndexOf('.');
  const extension = dot > 0 ? trimmed.slice(dot + 1).toLowerCase() : '';
  if (extensions.includes(extension)) return trimmed;
  return `${dot > 0 ? trimmed.slice(0, dot) : trimmed}.${extensions[0]}`;
}
