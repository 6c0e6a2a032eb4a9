// The social-proof feed is public: it may show a first name, an initial and a city, nothing more.

/** 'sarah mitchell' → 'Sarah M.'; a single name stays a first name; no name at all → 'A customer'. */
export function anonymiseName(fullName: string): string {
  const words = fullName
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  const first = words[0];
  if (!first) return 'A customer';
  const firstName = first.charAt(0).toLocaleUpperCase('en-AU') + first.slice(1).toLocaleLowerCase('en-AU');
  const last = words.length > 1 ? words.at(-1) : undefined;
  const initial = last?.match(/\p{L}/u)?.[0]?.toLocaleUpperCase('en-AU');
  return initial ? `${firstName.slice(0, 30)} ${initial}.` : firstName.slice(0, 30);
}

// Cities an address may name, checked before states so 'Newcastle NSW' reads as Newcastle.
const cities = [
  'Sydney',
  'Melbourne',
  'Brisbane',
  'Perth',
  'Adelaide',
  'Hobart',
  'Darwin',
  'Canberra',
  'Gold Coast',
  'Sunshine Coast',
  'Newcastle',
  'Wollongong',
  'Geelong',
  'Townsville',
  'Cairns',
  'Toowoomba',
  'Ballarat',
  'Bendigo',
  'Launceston',
  'Albury',
  'Mackay',
  'Rockhampton',
  'Bunbury',
  'Wagga Wagga',
] as const;

// Metropolitan postcode ranges, so a suburb address ('Fitzroy VIC 3065') still reads as its city.
const metroPostcodes: [number, number, string][] = [
  [2000, 2234, 'Sydney'],
  [2600, 2620, 'Canberra'],
  [2900, 2920, 'Canberra'],
  [3000, 3207, 'Melbourne'],
  [4000, 4179, 'Brisbane'],
  [5000, 5199, 'Adelaide'],
  [6000, 6199, 'Perth'],
  [7000, 7099, 'Hobart'],
  [800, 832, 'Darwin'],
];

// Abbreviations only in capitals ('act' or 'wa' inside a street name are not states).
const states: [string, string][] = [
  ['NSW', 'New South Wales'],
  ['VIC', 'Victoria'],
  ['QLD', 'Queensland'],
  ['WA', 'Western Australia'],
  ['SA', 'South Australia'],
  ['TAS', 'Tasmania'],
  ['ACT', 'Australian Capital Territory'],
  ['NT', 'Northern Territory'],
];

/** The city (or else the state) an Australian address names; 'Australia' when neither is clear. */
export function locationFromAddress(address: string | null | undefined): string {
  if (!address) return 'Australia';
  for (const city of cities) {
    if (new RegExp(`\\b${city.replace(' ', '\\s+')}\\b`, 'i').test(address)) return city;
  }
  const postcode = address.match(/\b(\d{4})\s*(?:,?\s*Australia)?\s*$/i)?.[1];
  if (postcode) {
    const code = Number(postcode);
    const metro = metroPostcodes.find(([from, to]) => code >= from && code <= to);
    if (metro) return metro[2];
  }
  for (const [abbreviation, state] of states) {
    if (new RegExp(`\\b${abbreviation}\\b`).test(address) || new RegExp(`\\b${state}\\b`, 'i').test(address))
      return state;
  }
  return 'Australia';
}
