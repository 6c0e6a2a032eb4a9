import type { Random } from '../random.ts';
import { shade } from './palette.ts';

// Simple flat illustrations, one per kind of product, drawn in the top 680px of a 1200x900 canvas.

export type Drawing = (colours: string[], rng: Random) => string;

const at = (c: string[], i: number) => c[i % c.length] ?? '#D4A537';

function balloon(x: number, y: number, r: number, colour: string, stringTo = 640): string {
  return `<path d="M${x} ${y + r * 1.15} q-${r * 0.25} ${(stringTo - y - r) / 2} 0 ${stringTo - y - r * 1.15}" stroke="#8a8a8a" stroke-width="3" fill="none"/><ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 1.15}" fill="${colour}"/><path d="M${x - 12} ${y + r * 1.15 + 14} l12 -16 l12 16z" fill="${shade(colour, -0.15)}"/><ellipse cx="${x - r * 0.35}" cy="${y - r * 0.45}" rx="${r * 0.16}" ry="${r * 0.28}" fill="#fff" opacity=".45"/>`;
}

function confettiDots(
  c: string[],
  rng: Random,
  count: number,
  area = { x: 80, y: 60, w: 1040, h: 560 },
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = area.x + rng.int(0, area.w);
    const y = area.y + rng.int(0, area.h);
    out += rng.chance(0.5)
      ? `<circle cx="${x}" cy="${y}" r="${rng.int(5, 11)}" fill="${at(c, i)}"/>`
      : `<rect x="${x}" y="${y}" width="${rng.int(10, 22)}" height="8" fill="${at(c, i)}" transform="rotate(${rng.int(0, 180)} ${x} ${y})"/>`;
  }
  return out;
}

const cluster: Drawing = (c, rng) => {
  const spots = [
    [600, 250, 120],
    [430, 310, 100],
    [770, 300, 105],
    [520, 170, 85],
    [690, 160, 90],
  ] as const;
  return spots
    .map(([x, y, r], i) => balloon(x + rng.int(-20, 20), y + rng.int(-15, 15), r, at(c, i)))
    .join('');
};

const single: Drawing = (c) => balloon(600, 290, 170, at(c, 0)) + balloon(880, 200, 60, at(c, 1), 420);

const confettiBalloons: Drawing = (c, rng) =>
  [balloon(470, 290, 130, '#e8f4fb'), balloon(740, 260, 140, '#e8f4fb')].join('') +
  confettiDots(c, rng, 26, { x: 370, y: 150, w: 480, h: 260 });

const hearts: Drawing = (c) =>
  (
    [
      [420, 230, 1],
      [640, 180, 1.2],
      [820, 300, 0.9],
    ] as const
  )
    .map(
      ([x, y, s], i) =>
        `<path d="M${x} ${y} l0 ${380 - y}" stroke="#8a8a8a" stroke-width="3"/><path transform="translate(${x} ${y}) scale(${s})" d="M0 90 C-150 -10 -80 -130 0 -50 C80 -130 150 -10 0 90z" fill="${at(c, i)}"/>`,
    )
    .join('');

function star(x: number, y: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? r * 0.45 : r;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(x + radius * Math.cos(a)).toFixed(0)},${(y + radius * Math.sin(a)).toFixed(0)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

const stars: Drawing = (c) =>
  [star(600, 280, 190, at(c, 0)), star(330, 220, 95, at(c, 1)), star(880, 360, 110, at(c, 2))].join('');

const number: Drawing = (c, rng) =>
  `<text x="600" y="560" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="560" fill="${at(c, 0)}" stroke="${shade(at(c, 0), -0.25)}" stroke-width="10">${rng.int(1, 9)}</text>` +
  star(950, 180, 70, at(c, 1));

const letter: Drawing = (c, rng) =>
  `<text x="600" y="560" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="560" fill="${at(c, 0)}" stroke="${shade(at(c, 0), -0.25)}" stroke-width="10">${'ABCDEFGHIJKLMNOPRSTW'[rng.int(0, 19)]}</text>` +
  star(950, 180, 70, at(c, 1));

/** A banner of foil letters on a ribbon: HAPPY over BIRTHDAY. */
const letters: Drawing = (c) => {
  const word = (text: string, y: number, size: number) => {
    const step = size * 0.95;
    const start = 600 - ((text.length - 1) * step) / 2;
    const ribbon = `<path d="M${start - 60} ${y - size * 0.75} Q600 ${y - size * 0.45} ${start + (text.length - 1) * step + 60} ${y - size * 0.75}" stroke="#8a8a8a" stroke-width="4" fill="none"/>`;
    const glyphs = [...text]
      .map(
        (ch, i) =>
          `<text x="${(start + i * step).toFixed(0)}" y="${y}" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="${size}" fill="${at(c, i)}" stroke="${shade(at(c, i), -0.25)}" stroke-width="5">${ch}</text>`,
      )
      .join('');
    return ribbon + glyphs;
  };
  return word('HAPPY', 290, 170) + word('BIRTHDAY', 560, 128);
};

const garland: Drawing = (c, rng) => {
  let out = '';
  for (let i = 0; i < 22; i++) {
    const t = i / 21;
    const x = 110 + t * 980;
    const y = 420 - Math.sin(t * Math.PI) * 260 + rng.int(-25, 25);
    out += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${rng.int(38, 75)}" fill="${at(c, i)}"/>`;
  }
  return `<path d="M160 560 Q600 40 1040 560" stroke="#6f8f6a" stroke-width="10" fill="none"/>${out}`;
};

const arch: Drawing = (c) => {
  let out = '';
  for (let i = 0; i < 19; i++) {
    const a = Math.PI - (Math.PI * i) / 18;
    out += `<circle cx="${(600 + Math.cos(a) * 360).toFixed(0)}" cy="${(620 - Math.sin(a) * 500).toFixed(0)}" r="58" fill="${at(c, i)}"/>`;
  }
  return `<rect x="200" y="600" width="800" height="30" rx="12" fill="#ccc"/>${out}`;
};

const tank: Drawing = (c) =>
  `<rect x="430" y="190" width="230" height="420" rx="60" fill="${at(c, 0)}"/><rect x="510" y="130" width="70" height="70" rx="10" fill="#888"/><rect x="470" y="330" width="150" height="120" rx="14" fill="#fff" opacity=".85"/>` +
  balloon(820, 240, 90, at(c, 1), 560) +
  balloon(950, 320, 75, at(c, 2), 600);

export const balloonDrawings: Record<string, Drawing> = {
  cluster,
  single,
  confetti: confettiBalloons,
  hearts,
  stars,
  number,
  letter,
  letters,
  garland,
  arch,
  tank,
};

export { at, balloon, confettiDots, star };
