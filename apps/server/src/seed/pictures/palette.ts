// Colours for generated product pictures: the variant's own words when it names colours
// ('Blush & Gold'), else a party palette picked by the product's slug.

const named: [string, string][] = [
  ['rose gold', '#E3A295'],
  ['royal blue', '#2851C7'],
  ['sky blue', '#7EC8F2'],
  ['sage green', '#9CB89A'],
  ['pastel pink', '#F7A8C4'],
  ['gold', '#D4A537'],
  ['silver', '#AEB6C1'],
  ['black', '#2B2B33'],
  ['white', '#F1EFE9'],
  ['ivory', '#F3EAD3'],
  ['clear', '#CFE8F3'],
  ['red', '#E0343B'],
  ['navy', '#1F2F5C'],
  ['sage', '#9CB89A'],
  ['coral', '#FF7F66'],
  ['blush', '#F4C1BA'],
  ['kraft', '#C49A6C'],
  ['champagne', '#E6D2A8'],
  ['green', '#3E8E5A'],
  ['eucalyptus', '#7FA58C'],
  ['pink', '#F48FB1'],
  ['blue', '#4A90E2'],
];

const families: Record<string, string[]> = {
  rainbow: ['#FF5E5B', '#FFB347', '#FFE066', '#5BD19A', '#4A90E2', '#A66CFF'],
  multicolour: ['#FF5E5B', '#FFE066', '#4A90E2', '#5BD19A', '#A66CFF'],
  pastel: ['#F7A8C4', '#B5E3F5', '#FFF2A8', '#C6F0D2', '#D9C2F0'],
  tropical: ['#FF6F61', '#FFD166', '#06D6A0', '#118AB2'],
  metallic: ['#D4A537', '#AEB6C1', '#E3A295'],
  christmas: ['#C62828', '#2E7D32', '#D4A537'],
};

const partyPalettes = [
  ['#FF5E8A', '#FFC145', '#5B8DEF', '#7AE0C3'],
  ['#A66CFF', '#FF8FB1', '#FFD36E', '#6ED3F2'],
  ['#FF7F50', '#FFD700', '#40C4A0', '#5A6BFF'],
  ['#E94F64', '#F9C74F', '#43AA8B', '#577590'],
  ['#8E7DBE', '#F7B2BD', '#A6E1FA', '#FFDD86'],
  ['#00A6A6', '#F49D37', '#EF476F', '#FFD166'],
];

export function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** At least four colours, the named ones first. */
export function paletteFor(variant: string | null, slug: string): string[] {
  const fallback = partyPalettes[hashText(slug) % partyPalettes.length] ?? partyPalettes[0] ?? [];
  if (!variant) return fallback;
  let rest = variant.toLowerCase();
  const colours: string[] = [];
  for (const [family, list] of Object.entries(families)) {
    if (rest.includes(family)) {
      colours.push(...list);
      rest = rest.replace(family, ' ');
    }
  }
  for (const [word, hex] of named) {
    if (rest.includes(word)) {
      colours.push(hex);
      rest = rest.replace(word, ' ');
    }
  }
  if (colours.length === 0) return fallback;
  // One- or two-colour variants get lighter and darker shades so shapes still stand apart.
  const base = [...colours];
  while (colours.length < 4)
    colours.push(shade(base[colours.length % base.length] ?? '#D4A537', colours.length % 2 ? 0.25 : -0.2));
  return colours;
}

/** Lighten (amount > 0) towards white or darken (< 0) towards black. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)),
  );
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Relative brightness 0 (black) to 1 (white). */
export function lightness(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

/** A soft tint behind the picture that light products (white plates, clear balloons) still stand out on. */
export function backgroundFor(colours: string[], slug: string): [string, string] {
  const first = colours[0] ?? '#D4A537';
  if (lightness(first) < 0.8) return [shade(first, 0.82), shade(colours[1] ?? first, 0.85)];
  const party = partyPalettes[hashText(slug) % partyPalettes.length] ?? [];
  return [shade(party[2] ?? '#5B8DEF', 0.6), shade(party[0] ?? '#FF5E8A', 0.7)];
}
