import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { categoryLabel, type ProductCategoryId } from '@party/shared/catalog/categories';
import { createRandom } from '../random.ts';
import { balloonDrawings, type Drawing } from './drawings.ts';
import { decorationDrawings, partyDrawings } from './drawings-more.ts';
import { cakeDrawings, tableDrawings } from './drawings-table.ts';
import { backgroundFor, hashText, paletteFor, shade } from './palette.ts';

const drawingsByCategory: Record<ProductCategoryId, Record<string, Drawing>> = {
  balloons: balloonDrawings,
  decorations: { ...decorationDrawings, garland: balloonDrawings.garland as Drawing },
  'party-essentials': partyDrawings,
  tableware: tableDrawings,
  'cake-supplies': cakeDrawings,
};

const defaultArt: Record<ProductCategoryId, string> = {
  balloons: 'cluster',
  decorations: 'bunting',
  'party-essentials': 'hats',
  tableware: 'plates',
  'cake-supplies': 'cake',
};

export interface PictureSubject {
  name: string;
  slug: string;
  category: ProductCategoryId;
  art: string;
  variant: string | null;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Up to two lines of about 30 characters; a longer name ends with an ellipsis. */
function wrap(text: string, width = 30): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines;
  return [lines[0] ?? '', `${(lines[1] ?? '').slice(0, width - 1)}…`];
}

/** A 1200x900 SVG (the large image size): the category's illustration and the product name. */
export function renderProductPicture(
  subject: PictureSubject,
  caption = categoryLabel(subject.category),
): string {
  const colours = paletteFor(subject.variant ?? subject.name, subject.slug);
  const rng = createRandom(hashText(subject.slug));
  const drawings = drawingsByCategory[subject.category];
  const draw = drawings[subject.art] ?? drawings[defaultArt[subject.category]];
  const [from, to] = backgroundFor(colours, subject.slug);
  const lines = wrap(subject.name);
  const firstY = lines.length === 1 ? 820 : 795;
  const text = lines
    .map(
      (l, i) =>
        `<text x="600" y="${firstY + i * 58}" text-anchor="middle" font-size="48" font-weight="700" fill="#22223b">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" width="1200" height="900" role="img" aria-label="${escapeXml(subject.name)}"><title>${escapeXml(subject.name)}</title><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="900" fill="url(#bg)"/>${draw ? draw(colours, rng) : ''}<rect y="690" width="1200" height="210" fill="#fff" opacity=".92"/><g font-family="Inter, Segoe UI, Helvetica, Arial, sans-serif"><text x="600" y="740" text-anchor="middle" font-size="26" letter-spacing="6" fill="${shade(colours[0] ?? '#555555', -0.45)}">${escapeXml(caption.toUpperCase())}</text>${text}</g></svg>`;
}

/** Writes one SVG per product to <dataDir>/media/products/<slug>.svg; returns the public URL of each. */
export async function writeProductPictures(
  dataDir: string,
  subjects: PictureSubject[],
): Promise<Map<string, string>> {
  const folder = join(dataDir, 'media', 'products');
  await mkdir(folder, { recursive: true });
  const urls = new Map<string, string>();
  await Promise.all(
    subjects.map(async (s) => {
      await writeFile(join(folder, `${s.slug}.svg`), renderProductPicture(s));
      urls.set(s.slug, productPictureUrl(s.slug));
    }),
  );
  return urls;
}

export function productPictureUrl(slug: string): string {
  return `/media/products/${slug}.svg`;
}

/** The category stock picture the storefront falls back to (committed under apps/web/public). */
export function renderCategoryPicture(category: {
  id: ProductCategoryId;
  label: string;
  countLabel: string;
}): string {
  return renderProductPicture(
    {
      name: category.label,
      slug: category.id,
      category: category.id,
      art: defaultArt[category.id],
      variant: null,
    },
    category.countLabel,
  );
}
