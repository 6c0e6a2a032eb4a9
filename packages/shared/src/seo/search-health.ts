/**
 * The search-health score: 100 minus 15 per issue, never below 60; 85 until the first check.
 * The checks read a document head, so the same rules score the live page and fetched pages.
 */
export const initialSearchHealthScore = 85;

export const searchHealthRules = [
  {
    issue: 'Missing meta description',
    recommendation: 'Add a meta description of 120–160 characters summarising the page.',
    passes: (head: HeadFacts) => head.description,
  },
  {
    issue: 'Missing Open Graph title',
    recommendation: 'Add an og:title meta tag so shared links show a proper title.',
    passes: (head: HeadFacts) => head.ogTitle,
  },
  {
    issue: 'Missing structured data',
    recommendation: 'Add JSON-LD structured data (application/ld+json) describing the page.',
    passes: (head: HeadFacts) => head.structuredData,
  },
] as const;

export interface HeadFacts {
  description: boolean;
  ogTitle: boolean;
  structuredData: boolean;
}

export interface SearchHealthResult {
  score: number;
  issues: string[];
  recommendations: string[];
}

export function scoreSearchHealth(head: HeadFacts): SearchHealthResult {
  const failed = searchHealthRules.filter((rule) => !rule.passes(head));
  return {
    score: Math.max(60, 100 - 15 * failed.length),
    issues: failed.map((rule) => rule.issue),
    recommendations: failed.map((rule) => rule.recommendation),
  };
}

/** What the rules look at, read from a parsed document (the live one or a fetched page's). */
export interface QueryableHead {
  querySelector(
    selector: string,
  ): { getAttribute(name: string): string | null; textContent: string | null } | null;
}

export function readHeadFacts(doc: QueryableHead): HeadFacts {
  const content = (selector: string) => doc.querySelector(selector)?.getAttribute('content')?.trim() ?? '';
  const jsonLd = doc.querySelector('script[type="application/ld+json"]')?.textContent?.trim() ?? '';
  return {
    description: content('meta[name="description"]').length > 0,
    ogTitle: content('meta[property="og:title"]').length > 0,
    structuredData: jsonLd.length > 0,
  };
}
