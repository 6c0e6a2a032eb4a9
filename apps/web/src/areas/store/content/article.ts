/** Article content as typed data: guides and pages are written here and rendered by blocks.tsx. */

/** Text with optional inline links: plain strings, or { text, to } for a link inside the site. */
export type Rich = string | (string | { text: string; to: string })[];

export type Block =
  | { kind: 'paragraph'; text: Rich }
  | { kind: 'list'; items: Rich[] }
  | { kind: 'steps'; items: { title: string; text: Rich }[] }
  | { kind: 'checklist'; title: string; items: string[] }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] }
  /** Amounts in AUD (dollars, may have cents); the total row is added up from the lines. */
  | { kind: 'budget'; caption: string; head: string[]; rows: { item: string; amounts: number[] }[] }
  | { kind: 'tip'; title: string; text: Rich }
  /** Catalogue categories to shop for this section: /products?category=… */
  | { kind: 'shop'; title: string; links: { label: string; category: string }[] };

export interface ArticleSection {
  /** Anchor for the table of contents. */
  id: string;
  heading: string;
  blocks: Block[];
  subsections?: { heading: string; blocks: Block[] }[];
}

export interface Guide {
  slug: string;
  path: string;
  /** The page's h1. */
  title: string;
  /** One or two sentences for the index card and the lead paragraph. */
  summary: string;
  readingMinutes: number;
  sections: ArticleSection[];
}
