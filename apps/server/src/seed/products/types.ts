import type { ProductTheme } from '@party/shared/catalog/categories';

/** A colour or style a base product comes in; it may add themes of its own. */
export interface Variant {
  label: string;
  themes?: ProductTheme[];
}

/**
 * One line of the catalogue as a buyer would describe it. Each variant becomes its own product
 * named '{name} – {variant}'; `{variant}` in the description is replaced by the variant in lower case.
 */
export interface BaseProduct {
  name: string;
  variants?: (string | Variant)[];
  /** AUD. */
  price: number;
  /** Cost as a share of price; 0.5 when absent. */
  costRatio?: number;
  description: string;
  features: string[];
  themes: ProductTheme[];
  /** Which of the category's illustrations its picture uses. */
  art?: string;
  /** Names (with variant) shown as featured. */
  featured?: string[];
}
