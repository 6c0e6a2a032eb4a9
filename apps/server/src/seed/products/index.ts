import type { ProductCategoryId, ProductTheme } from '@party/shared/catalog/categories';
import { balloons } from './balloons.ts';
import { cakeSupplies } from './cake-supplies.ts';
import { decorations } from './decorations.ts';
import { partyEssentials } from './party-essentials.ts';
import { tableware } from './tableware.ts';
import type { BaseProduct } from './types.ts';

export interface CatalogueEntry {
  name: string;
  slug: string;
  description: string;
  category: ProductCategoryId;
  themes: ProductTheme[];
  features: string[];
  priceCents: number;
  costCents: number;
  isFeatured: boolean;
  art: string;
  /** The variant's words ('Rose Gold'), which also pick the picture's colours. */
  variant: string | null;
}

const byCategory: Record<ProductCategoryId, BaseProduct[]> = {
  balloons,
  decorations,
  'party-essentials': partyEssentials,
  tableware,
  'cake-supplies': cakeSupplies,
};

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const properNouns = new Set(['Christmas']);

/** 'Rose Gold' reads 'rose gold' mid-sentence; 'Christmas' stays as it is. */
function inSentence(label: string): string {
  return label.replace(/[A-Za-z]+/g, (word) => (properNouns.has(word) ? word : word.toLowerCase()));
}

/** Every product of the demo store: each base product once per variant. */
export function demoCatalogue(): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  for (const [category, bases] of Object.entries(byCategory) as [ProductCategoryId, BaseProduct[]][]) {
    for (const base of bases) {
      const variants = base.variants ?? [null];
      for (const raw of variants) {
        const variant = typeof raw === 'string' ? { label: raw } : raw;
        const name = variant ? `${base.name} – ${variant.label}` : base.name;
        const themes = [...new Set([...base.themes, ...(variant?.themes ?? [])])];
        const priceCents = Math.round(base.price * 100);
        entries.push({
          name,
          slug: slugify(name),
          description: base.description.replaceAll('{variant}', variant ? inSentence(variant.label) : ''),
          category,
          themes: themes.length > 0 ? themes : ['general'],
          features: base.features,
          priceCents,
          costCents: Math.round(priceCents * (base.costRatio ?? 0.5)),
          isFeatured: base.featured?.includes(name) ?? false,
          art: base.art ?? 'default',
          variant: variant?.label ?? null,
        });
      }
    }
  }
  return entries;
}
