import { at, type Drawing } from './drawings.ts';
import { shade } from './palette.ts';

function plate(x: number, y: number, r: number, colour: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/><circle cx="${x}" cy="${y}" r="${r * 0.72}" fill="${shade(colour, 0.35)}"/><circle cx="${x}" cy="${y}" r="${r * 0.72}" fill="none" stroke="${shade(colour, -0.2)}" stroke-width="4"/>`;
}

function cup(x: number, y: number, colour: string): string {
  return `<path d="M${x - 80} ${y} H${x + 80} L${x + 60} ${y + 230} H${x - 60}z" fill="${colour}"/><rect x="${x - 86}" y="${y - 14}" width="172" height="20" rx="8" fill="${shade(colour, -0.2)}"/>`;
}

const plates: Drawing = (c) => plate(480, 330, 250, at(c, 0)) + plate(860, 400, 160, at(c, 1));

const cups: Drawing = (c) =>
  cup(340, 330, at(c, 0)) +
  cup(600, 290, at(c, 1)) +
  cup(860, 350, at(c, 2)) +
  `<path d="M620 300 l60 -220" stroke="${at(c, 3)}" stroke-width="14" stroke-linecap="round"/>`;

const napkins: Drawing = (c) =>
  [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${300 + i * 60}" y="${130 + i * 60}" width="420" height="420" rx="14" fill="${at(c, i)}" transform="rotate(${-8 + i * 8} ${510 + i * 60} ${340 + i * 60})"/>`,
    )
    .join('');

const cutlery: Drawing = (c) =>
  `${plate(600, 340, 210, at(c, 1))}<g fill="${at(c, 0)}"><rect x="300" y="150" width="22" height="420" rx="10"/><rect x="280" y="150" width="10" height="110"/><rect x="332" y="150" width="10" height="110"/><rect x="880" y="150" width="26" height="420" rx="12"/><ellipse cx="960" cy="210" rx="38" ry="60"/><rect x="950" y="250" width="20" height="320" rx="10"/></g>`;

const tablecloth: Drawing = (c) =>
  `<path d="M160 260 H1040 L1100 560 H100z" fill="${at(c, 0)}"/><path d="M160 260 H1040 L1000 330 H200z" fill="${shade(at(c, 0), 0.25)}"/><rect x="200" y="560" width="26" height="80" fill="#8a6a4a"/><rect x="974" y="560" width="26" height="80" fill="#8a6a4a"/>`;

const boxes: Drawing = (c) =>
  (
    [
      [380, 0],
      [720, 1],
    ] as const
  )
    .map(
      ([x, i]) =>
        `<rect x="${x - 150}" y="280" width="300" height="320" fill="${at(c, i)}"/><path d="M${x - 150} 280 L${x} 200 L${x + 150} 280z" fill="${shade(at(c, i), -0.15)}"/><rect x="${x - 70}" y="360" width="140" height="110" fill="#fff" opacity=".6"/>`,
    )
    .join('');

export const tableDrawings: Record<string, Drawing> = { plates, cups, napkins, cutlery, tablecloth, boxes };

function tieredCake(c: string[], tiers = 3): string {
  let out = '<ellipse cx="600" cy="615" rx="330" ry="30" fill="#d9d9d9"/>';
  for (let t = 0; t < tiers; t++) {
    const w = 560 - t * 150;
    const y = 480 - t * 130;
    out += `<rect x="${600 - w / 2}" y="${y}" width="${w}" height="130" rx="18" fill="${at(c, t)}"/><path d="M${600 - w / 2} ${y + 20} q${w / 8} 40 ${w / 4} 0 t${w / 4} 0 t${w / 4} 0 t${w / 4} 0" stroke="#fff" stroke-width="14" fill="none"/>`;
  }
  return out;
}

function candle(x: number, y: number, colour: string): string {
  return `<rect x="${x - 9}" y="${y}" width="18" height="90" rx="5" fill="${colour}"/><ellipse cx="${x}" cy="${y - 24}" rx="13" ry="24" fill="#FFB300"/><ellipse cx="${x}" cy="${y - 18}" rx="6" ry="12" fill="#FFF3C4"/>`;
}

const cake: Drawing = (c) => tieredCake(c);

const topper: Drawing = (c) =>
  `${tieredCake(c, 2)}<path d="M470 350 v-160 M730 350 v-160" stroke="#8a8a8a" stroke-width="6"/><rect x="400" y="110" width="400" height="110" rx="55" fill="${at(c, 3)}"/><text x="600" y="185" text-anchor="middle" font-family="Georgia, serif" font-style="italic" font-size="60" fill="#fff">Celebrate</text>`;

const candles: Drawing = (c) =>
  `${tieredCake(c, 2)}${[430, 520, 600, 680, 770].map((x, i) => candle(x, 260, at(c, i + 1))).join('')}`;

const cupcake: Drawing = (c) =>
  [360, 600, 840]
    .map(
      (x, i) =>
        `<path d="M${x - 95} 400 H${x + 95} L${x + 70} 600 H${x - 70}z" fill="${at(c, i)}"/><path d="M${x - 110} 410 q0 -120 110 -150 q110 30 110 150z" fill="${shade(at(c, i + 1), 0.45)}"/><circle cx="${x}" cy="245" r="22" fill="#D7263D"/>`,
    )
    .join('');

const stand: Drawing = (c) =>
  `<rect x="588" y="120" width="24" height="500" fill="${shade(at(c, 0), -0.2)}"/>${(
    [
      [520, 560],
      [360, 430],
      [200, 300],
    ] as const
  )
    .map(([y, w], i) => `<ellipse cx="600" cy="${y}" rx="${(w ?? 300) / 2}" ry="26" fill="${at(c, i)}"/>`)
    .join('')}<ellipse cx="600" cy="620" rx="200" ry="24" fill="${at(c, 0)}"/>`;

export const cakeDrawings: Record<string, Drawing> = { cake, topper, candles, cupcake, stand, boxes };
