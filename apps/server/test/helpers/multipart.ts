import { randomUUID } from 'node:crypto';

export interface FilePart {
  name: string;
  type: string;
  content: Buffer;
  field?: string;
}

/** A multipart/form-data body as a browser's FormData sends it: text fields, then files. */
export function multipartBody(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----party-central-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Small real files of each kind, made here (their first bytes are what the server reads). */
export const sampleFiles = {
  pdf: (padTo = 0) => {
    const body =
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n';
    const pad = Math.max(0, padTo - body.length - 6);
    return Buffer.concat([Buffer.from(body), Buffer.alloc(pad, 0x20), Buffer.from('%%EOF\n')]);
  },
  // A 1×1 PNG.
  png: () =>
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  jpeg: () =>
    Buffer.concat([
      Buffer.from([
        0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
      ]),
      Buffer.from([0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
    ]),
  // A Windows program's header (MZ … PE): what a renamed setup.exe starts with.
  exe: () => {
    const buf = Buffer.alloc(512, 0);
    buf.write('MZ', 0, 'latin1');
    buf.writeUInt32LE(0x80, 0x3c);
    buf.write('PE\0\0', 0x80, 'latin1');
    buf.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
    return buf;
  },
  text: () => Buffer.from('Totally a certificate, trust me.\n'),
};

export interface MultipartCase {
  name: string;
  payload: Buffer;
  contentType: string;
}

type FieldValues = Record<string, string>;

/**
 * Bad forms for a multipart route whose text fields follow `valid` (a valid set, as strings): each
 * field missing, holding a NUL, oversized or refused by the contract (`refuses`), an unknown field,
 * no file, a file whose content is not an allowed type, and a form cut off before its end.
 */
export function multipartCases(
  valid: FieldValues,
  fields: { name: string; required: boolean }[],
  refuses: (values: FieldValues) => boolean,
): MultipartCase[] {
  const file: FilePart = { name: 'sample.pdf', type: 'application/pdf', content: sampleFiles.pdf() };
  const cases: MultipartCase[] = [];
  const add = (name: string, values: FieldValues, files: FilePart[] = [file]) => {
    const body = multipartBody(values, files);
    cases.push({
      name: `multipart: ${name}`,
      payload: body.payload,
      contentType: body.headers['content-type'],
    });
  };
  add('no file', valid, []);
  add('text file named .pdf', valid, [{ ...file, content: sampleFiles.text() }]);
  add('program named .pdf', valid, [{ ...file, content: sampleFiles.exe() }]);
  add('unknown field', { ...valid, unexpectedField: 'surprise' });
  for (const field of fields) {
    const without = { ...valid };
    delete without[field.name];
    if (field.required) add(`${field.name}: missing`, without);
    add(`${field.name}: NUL character`, { ...valid, [field.name]: `${valid[field.name] ?? 'a'}\u0000` });
    add(`${field.name}: oversized`, { ...valid, [field.name]: 'x'.repeat(100_000) });
    for (const wrong of ['not-valid', '-1', '1e20'])
      if (refuses({ ...valid, [field.name]: wrong })) {
        add(`${field.name}: wrong value ${wrong}`, { ...valid, [field.name]: wrong });
        break;
      }
  }
  const whole = multipartBody(valid, [file]);
  cases.push({
    name: 'multipart: cut off before its end',
    payload: whole.payload.subarray(0, whole.payload.length - 60),
    contentType: whole.headers['content-type'],
  });
  return cases;
}
