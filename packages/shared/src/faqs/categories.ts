/**
 * FAQ categories of spec 3 with the labels screens show. No zod here: the public FAQ page imports
 * this file and should not download a validator to print a label.
 */
export const faqCategoryIds = [
  'general',
  'orders',
  'products',
  'shipping',
  'returns',
  'payment',
  'account',
  'technical',
] as const;
export type FaqCategory = (typeof faqCategoryIds)[number];

export const faqCategoryLabels: Record<FaqCategory, string> = {
  general: 'General',
  orders: 'Orders',
  products: 'Products',
  shipping: 'Shipping & Delivery',
  returns: 'Returns',
  payment: 'Payment',
  account: 'Account',
  technical: 'Technical',
};

export function faqCategoryLabel(category: string): string {
  return faqCategoryLabels[category as FaqCategory] ?? category;
}

/** Spec 2 empty state of the FAQ list, shared by the public page and the partner help centre. */
export const FAQ_EMPTY_TEXT = 'No FAQs found matching your search.';
export const FAQ_LOAD_ERROR_TEXT = 'Error loading FAQs';
export const FAQ_SEARCH_MAX_LENGTH = 200;
