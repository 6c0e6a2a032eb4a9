import { at, confettiDots, type Drawing, star } from './drawings.ts';
import { shade } from './palette.ts';

function swag(y: number, depth: number, flags: number, c: string[], offset: number): string {
  let out = `<path d="M60 ${y} Q600 ${y + depth * 2} 1140 ${y}" stroke="#6b6b6b" stroke-width="4" fill="none"/>`;
  for (let i = 0; i < flags; i++) {
    const t = (i + 0.5) / flags;
    const x = 60 + t * 1080;
    const yy = y + 4 * depth * t * (1 - t);
    out += `<path d="M${(x - 34).toFixed(0)} ${yy.toFixed(0)} L${(x + 34).toFixed(0)} ${yy.toFixed(0)} L${x.toFixed(0)} ${(yy + 95).toFixed(0)}z" fill="${at(c, i + offset)}"/>`;
  }
  return out;
}

const bunting: Drawing = (c) => swag(90, 90, 12, c, 0) + swag(330, 80, 10, c, 2);

const poms: Drawing = (c, rng) =>
  (
    [
      [380, 300, 150],
      [690, 240, 120],
      [880, 400, 105],
    ] as const
  )
    .map(([x, y, r], i) => {
      let petals = '';
      for (let k = 0; k < 16; k++) {
        const a = (Math.PI / 8) * k + rng.next();
        petals += `<path d="M${x} ${y} L${(x + Math.cos(a) * r).toFixed(0)} ${(y + Math.sin(a) * r).toFixed(0)}" stroke="${shade(at(c, i), 0.3)}" stroke-width="5"/>`;
      }
      return `<line x1="${x}" y1="0" x2="${x}" y2="${y - r}" stroke="#999" stroke-width="2"/><circle cx="${x}" cy="${y}" r="${r}" fill="${at(c, i)}"/>${petals}`;
    })
    .join('');

const streamers: Drawing = (c) => {
  let out = '';
  for (let i = 0; i < 7; i++) {
    const x = 150 + i * 150;
    out += `<path d="M${x} 40 q60 80 0 160 q-60 80 0 160 q60 80 0 160" stroke="${at(c, i)}" stroke-width="34" fill="none" stroke-linecap="round"/>`;
  }
  return out;
};

const fringe: Drawing = (c) => {
  let out = `<rect x="150" y="50" width="900" height="16" fill="${shade(at(c, 0), -0.3)}"/>`;
  for (let i = 0; i < 60; i++)
    out += `<rect x="${155 + i * 15}" y="66" width="10" height="${520 + (i % 5) * 12}" fill="${i % 3 ? at(c, 0) : shade(at(c, 0), 0.35)}"/>`;
  return out;
};

const lanterns: Drawing = (c) => {
  let out = '<path d="M40 70 Q600 200 1160 70" stroke="#777" stroke-width="3" fill="none"/>';
  [220, 440, 660, 880, 1060].forEach((x, i) => {
    const y = 250 + (i % 2) * 120;
    out += `<line x1="${x}" y1="110" x2="${x}" y2="${y - 90}" stroke="#777" stroke-width="2"/><circle cx="${x}" cy="${y}" r="95" fill="${at(c, i)}"/><path d="M${x - 95} ${y} h190 M${x - 85} ${y - 40} h170 M${x - 85} ${y + 40} h170" stroke="${shade(at(c, i), -0.15)}" stroke-width="3"/><circle cx="${x}" cy="${y}" r="30" fill="#fff6c9" opacity=".8"/>`;
  });
  return out;
};

const backdrop: Drawing = (c) => {
  let tiles = '';
  for (let row = 0; row < 6; row++)
    for (let col = 0; col < 9; col++)
      tiles += `<rect x="${255 + col * 78}" y="${90 + row * 78}" width="70" height="70" fill="${(row + col) % 2 ? at(c, 0) : shade(at(c, 0), 0.3)}"/>`;
  return `<rect x="240" y="70" width="720" height="490" fill="none" stroke="#555" stroke-width="14"/><rect x="230" y="560" width="20" height="80" fill="#555"/><rect x="950" y="560" width="20" height="80" fill="#555"/>${tiles}`;
};

export const decorationDrawings: Record<string, Drawing> = {
  bunting,
  poms,
  streamers,
  fringe,
  lanterns,
  backdrop,
};

const hats: Drawing = (c, rng) =>
  (
    [
      [380, 1],
      [620, 2],
      [850, 3],
    ] as const
  )
    .map(([x, i]) => {
      const top = 130 + rng.int(0, 60);
      return `<path d="M${x - 120} 600 L${x} ${top} L${x + 120} 600z" fill="${at(c, i - 1)}"/><path d="M${x - 70} 410 L${x + 70} 410 M${x - 95} 500 L${x + 95} 500" stroke="${at(c, i)}" stroke-width="22"/><circle cx="${x}" cy="${top}" r="34" fill="${at(c, i + 1)}"/>`;
    })
    .join('') + confettiDots(c, rng, 14);

const bags: Drawing = (c) =>
  (
    [
      [330, 0],
      [600, 1],
      [870, 2],
    ] as const
  )
    .map(
      ([x, i]) =>
        `<path d="M${x - 70} 250 q70 -130 140 0" stroke="${shade(at(c, i), -0.3)}" stroke-width="12" fill="none"/><path d="M${x - 120} 250 H${x + 120} L${x + 100} 610 H${x - 100}z" fill="${at(c, i)}"/><rect x="${x - 120}" y="250" width="240" height="30" fill="${shade(at(c, i), -0.1)}"/>`,
    )
    .join('');

const confetti: Drawing = (c, rng) => confettiDots(c, rng, 90);

const glow: Drawing = (c) => {
  let out = '';
  for (let i = 0; i < 6; i++)
    out += `<circle cx="${250 + (i % 3) * 350}" cy="${220 + Math.floor(i / 3) * 260}" r="110" fill="none" stroke="${at(c, i)}" stroke-width="22" opacity=".9"/>`;
  return out;
};

const pinata: Drawing = (c) =>
  `<line x1="600" y1="0" x2="600" y2="150" stroke="#777" stroke-width="4"/>${star(600, 370, 230, at(c, 0))}${star(600, 370, 120, at(c, 1))}${star(600, 370, 50, at(c, 2))}`;

const props: Drawing = (c) =>
  `<circle cx="450" cy="260" r="95" fill="none" stroke="${at(c, 0)}" stroke-width="28"/><circle cx="750" cy="260" r="95" fill="none" stroke="${at(c, 0)}" stroke-width="28"/><path d="M545 260 h110" stroke="${at(c, 0)}" stroke-width="24"/><path d="M430 470 q85 -70 170 0 q85 -70 170 0 q-85 60 -170 10 q-85 50 -170 -10z" fill="${at(c, 1)}"/><rect x="590" y="500" width="20" height="150" fill="#b08050"/>`;

const bonbon: Drawing = (c) =>
  [260, 470]
    .map(
      (y, i) =>
        `<path d="M200 ${y} l130 -60 v120z M1000 ${y} l-130 -60 v120z" fill="${at(c, i + 1)}"/><rect x="330" y="${y - 70}" width="540" height="140" rx="30" fill="${at(c, i)}"/><path d="M430 ${y - 70} v140 M770 ${y - 70} v140" stroke="${at(c, 2)}" stroke-width="16"/>`,
    )
    .join('');

export const partyDrawings: Record<string, Drawing> = { hats, bags, confetti, glow, pinata, props, bonbon };
