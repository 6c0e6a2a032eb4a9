import type { PageMeta } from '@party/shared/seo/presets';
import { useEffect, useState } from 'react';

/** lib/seo.ts: the head code, its own file (main.tsx starts loading it right after start). */
type HeadCode = typeof import('./seo');

/**
 * A page's own metadata, for pages whose head depends on data (a product page:
 * `usePageMeta(product ? (head) => head.productPageMeta(product, location.origin) : null)`). `describe`
 * receives the head code once it has loaded, so the page's own download does not carry it. Null
 * leaves the head as the route set it.
 */
export function usePageMeta(describe: ((head: HeadCode) => PageMeta) | null) {
  const [head, setHead] = useState<HeadCode | null>(null);
  useEffect(() => {
    let current = true;
    void import('./seo').then((code) => current && setHead(code));
    return () => {
      current = false;
    };
  }, []);
  const meta = head && describe ? describe(head) : null;
  const key = meta ? JSON.stringify(meta) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised key stands for meta.
  useEffect(() => {
    if (head && meta) head.applyPageMeta(meta);
  }, [key]);
}
