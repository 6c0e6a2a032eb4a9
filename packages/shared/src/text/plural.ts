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
