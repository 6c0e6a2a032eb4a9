// Its own module, not plural.ts: plural.ts is in every portal's first download (Zod-free
// dashboards), and only list screens that stop counting need this.
import { countOf, type NounForms } from './plural.ts';

const countFormat = new Intl.NumberFormat('en-AU');

/**
 * A list's count with its noun, or its lower bound when the server stopped counting (a page's
 * `totalCapped`, packages/shared paging): 'Over 10,000 quotes'; mid-sentence, 'over 10,000 quotes'.
 */
export function countOrOver(
  count: number,
  forms: NounForms,
  capped: boolean | undefined,
  { midSentence = false }: { midSentence?: boolean } = {},
): string {
  if (!capped) return countOf(count, forms);
  return `${midSentence ? 'over' : 'Over'} ${countFormat.format(count)} ${forms.other}`;
}
