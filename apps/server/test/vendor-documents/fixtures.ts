import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SignedIn } from '../helpers/factories.ts';
import { type FilePart, multipartBody } from '../helpers/multipart.ts';
import type { TestContext } from '../helpers/test-app.ts';

export function upload(
  ctx: TestContext,
  who: SignedIn,
  fields: Record<string, string>,
  files: FilePart[] = [],
) {
  const body = multipartBody(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/vendor/documents',
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

/** Every file under DATA_DIR/files (the disk storage), as paths relative to it. */
export function storedFiles(ctx: TestContext): string[] {
  const root = join(ctx.dataDir, 'files');
  const walk = (dir: string): string[] => {
    let names: string[];
    try {
      names = readdirSync(dir, { withFileTypes: true }).map((d) => (d.isDirectory() ? `${d.name}/` : d.name));
    } catch {
      return [];
    }
    return names.flatMap((n) =>
      n.endsWith('/') ? walk(join(dir, n)) : [join(dir, n).slice(root.length + 1)],
    );
  };
  return walk(root);
}
