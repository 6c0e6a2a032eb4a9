// Kept free of zod: the storefront's first download imports this module, and whatever a module of that
// download imports comes with it (docs/ARCHITECTURE.md, what a visitor downloads first). The schemas
// over these lists are in contract.ts.

/** The five catalogue categories of docs/product/storefront-and-sign-in.md, in the order the storefront shows them. */
export const productCategories = [
  {
    id: 'balloons',
    label: 'Balloons',
    description: 'Latex, foil, number and letter balloons, garlands and helium accessories',
    countLabel: '200+ items',
  },
  {
    id: 'decorations',
    label: 'Decorations',
    description: 'Banners, bunting, streamers, backdrops, lanterns and table centrepieces',
    countLabel: '150+ items',
  },
  {
    id: 'party-essentials',
    label: 'Party Essentials',
    description: 'Party hats, bags, favours, games, confetti, candles and glow sticks',
    countLabel: '100+ items',
  },
  {
    id: 'tableware',
    label: 'Tableware',
    description: 'Plates, cups, napkins, cutlery, tablecloths and serving ware',
    countLabel: '120+ items',
  },
  {
    id: 'cake-supplies',
    label: 'Cake Supplies',
    description: 'Cake toppers, candles, cupcake cases, stands, sprinkles and boxes',
    countLabel: '80+ items',
  },
] as const;

export const productCategoryIds = [
  'balloons',
  'decorations',
  'party-essentials',
  'tableware',
  'cake-supplies',
] as const;
export type ProductCategoryId = (typeof productCategoryIds)[number];
export type ProductCategory = (typeof productCategories)[number];

/** Themes a product can carry; the partner shop's theme filter uses them (docs/product/partner-portal.md). */
export const productThemes = ['birthday', 'wedding', 'holiday', 'general'] as const;
export type ProductTheme = (typeof productThemes)[number];

/** The committed fallback picture of a category (apps/web/public/images/categories). */
export function categoryImagePath(category: ProductCategoryId): string {
  return `/images/categories/${category}.svg`;
}

export function categoryLabel(category: string): string {
  return productCategories.find((c) => c.id === category)?.label ?? 'Other';
}
