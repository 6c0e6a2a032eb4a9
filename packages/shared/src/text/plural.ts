// Zod-free: dashboards and list screens in a portal's first download use it.

const pluralRules = new Intl.PluralRules('en-AU');
const countFormat = new Intl.NumberFormat('en-AU');

/** A noun's forms for a count: English needs 'one' and 'other' ('ticket', 'tickets'). */
export interface NounForms {
  one: string;
  other: string;
}

/** The noun in the form the count takes: 'time' for 1, 'times' for 0 or 2 (Intl.PluralRules, en-AU). */
export function nounFor(count: number, forms: NounForms): string {
  return pluralRules.select(count) === 'one' ? forms.one : forms.other;
}

/** A count with its noun, en-AU digits: '1 ticket', '1,204 tickets'. */
export function countOf(count: number, forms: NounForms): string {
  return `${countFormat.format(count)} ${nounFor(count, forms)}`;
}

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
