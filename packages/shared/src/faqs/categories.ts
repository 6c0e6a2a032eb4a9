/**
 * FAQ categories of docs/product/associate-portal.md with the labels screens show, in the order the FAQ lists show them
 * (General first). No zod here: the public FAQ page imports this file and should not download a
 * validator to print a label.
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

/** docs/product/partner-portal.md: the empty state of the FAQ list, shared by the public page and the partner help centre. */
export const FAQ_EMPTY_TEXT = 'No FAQs found matching your search.';
export const FAQ_LOAD_ERROR_TEXT = 'Error loading FAQs';
export const FAQ_SEARCH_MAX_LENGTH = 200;

/** The public FAQ list's filter as the /faq address carries it (?search=&category=). */
export interface FaqFilter {
  search: string;
  /** A category id, or 'all'. */
  category: string;
}

/** /faq's filter from its address: an unknown category (a shared or old link) shows every FAQ rather than an error. */
export function faqFilterFrom(params: URLSearchParams): FaqFilter {
  const category = params.get('category');
  return {
    search: params.get('search') ?? '',
    category: category && (faqCategoryIds as readonly string[]).includes(category) ? category : 'all',
  };
}

/**
 * The browser's query key for the public FAQs of a filter. The server writes /faq's first screen
 * under the same key, so the page finds its list in the HTML and does not fetch it again.
 */
export const publicFaqsQueryKey = ({ search, category }: FaqFilter) =>
  ['store', 'faqs', { search: search.trim(), category: category || 'all' }] as const;
