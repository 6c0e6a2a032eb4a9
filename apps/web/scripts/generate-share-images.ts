/// <reference types="node" />
/**
 * Writes the link-preview pictures (og:image, twitter:image) to apps/web/public/images/share: one
 * 1200×630 PNG for the brand (party-central.png: home, catalogue, FAQ, login and content pages) and
 * one per catalogue category (<category>.png: the category pages and that category's products).
 * Facebook, X and LinkedIn show no SVG, so each picture is a composition of the brand and the
 * committed category artwork (public/images/categories/*.svg, public/favicon.svg) drawn by the
 * system Chromium and saved as PNG.
 *
 * The PNGs are committed rather than built: the server needs no browser, and a changed picture is
 * reviewable in a diff. Rerun after changing the artwork, the category texts or the layout below:
 *   npm run generate:share-images -w @party/web
 * Chromium is found as the browser tests find it (scripts/ensure-chromium.mjs; CHROMIUM_PATH wins).
 * Chromium's PNG encoder favours speed, so each picture is re-encoded here (alpha dropped, the
 * smallest of the usual PNG filter choices at deflate level 9; sharp is not a dependency) to keep it
 * under 150 kB.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib, { deflateSync, inflateSync } from 'node:zlib';
import { type ProductCategoryId, productCategories } from '@party/shared/catalog/categories';
import { categoryShareImage, defaultShareImage, shareImageFormat, siteName } from '@party/shared/seo/presets';
import { chromium } from '@playwright/test';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PUBLIC = join(ROOT, 'apps/web/public');
const { width: WIDTH, height: HEIGHT } = shareImageFormat;

interface ShareImage {
  /** Public path, as the page metadata names it. */
  path: string;
  headline: string;
  text: string;
  /** Category artwork shown on the right: one fills it, four make a 2×2 mosaic. */
  pictures: ProductCategoryId[];
}

const shareImages: ShareImage[] = [
  {
    path: defaultShareImage,
    headline: 'Party Supplies Australia',
    text: 'Balloons, decorations, tableware, party essentials and cake supplies',
    pictures: ['balloons', 'decorations', 'tableware', 'cake-supplies'],
  },
  ...productCategories.map((category) => ({
    path: categoryShareImage(category.id),
    headline: category.label,
    text: category.description,
    pictures: [category.id],
  })),
];

const dataUrl = (file: string) =>
  `data:image/svg+xml;base64,${readFileSync(join(PUBLIC, file)).toString('base64')}`;

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The category artwork is 1200×900 with a caption band from y 690: each tile shows the drawing
 * above the band, cropped to the tile's centre.
 */
function artwork(pictures: ProductCategoryId[]): string {
  const tiles = pictures.map(
    (category) =>
      `<div class="tile"><img src="${dataUrl(`images/categories/${category}.svg`)}" alt="" /></div>`,
  );
  return `<div class="art${pictures.length > 1 ? ' mosaic' : ''}">${tiles.join('')}</div>`;
}

function page(image: ShareImage): string {
  return `<!doctype html><html><head><meta charset="utf-8" /><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: ${WIDTH}px; height: ${HEIGHT}px; display: flex; overflow: hidden; background: #fff;
    font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; color: #22223b; }
  .brand { width: 560px; padding: 64px 56px; display: flex; flex-direction: column; }
  .logo { display: flex; align-items: center; gap: 20px; font-size: 40px; font-weight: 700; color: #a21caf; }
  .logo img { width: 80px; height: 80px; }
  h1 { margin-top: auto; font-size: ${image.headline.length > 18 ? 56 : 68}px; line-height: 1.08; }
  p { margin-top: 24px; font-size: 30px; line-height: 1.35; color: #4a4e69; }
  .offer { margin-top: auto; padding-top: 32px; font-size: 26px; line-height: 1.3; font-weight: 700; color: #a21caf; }
  .art { flex: 1; display: grid; grid-template: 1fr / 1fr; gap: 8px; background: #fff; }
  .art.mosaic { grid-template: 1fr 1fr / 1fr 1fr; }
  .tile { position: relative; overflow: hidden; }
  /* Scaled so the drawing (y 0-690) fills the tile's height; the caption band stays below it. */
  .tile img { position: absolute; top: 0; left: 50%; height: calc(100% * 900 / 690); transform: translateX(-50%); }
</style></head><body>
  <div class="brand">
    <div class="logo"><img src="${dataUrl('favicon.svg')}" alt="" />${escapeHtml(siteName)}</div>
    <h1>${escapeHtml(image.headline)}</h1>
    <p>${escapeHtml(image.text)}</p>
    <div class="offer">Wholesale pricing<br />Australia-wide delivery</div>
  </div>
  ${artwork(image.pictures)}
</body></html>`;
}

/** The system Chromium the browser tests use (prints its path as the last line). */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const output = execFileSync(process.execPath, [join(ROOT, 'scripts/ensure-chromium.mjs')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return output.trim().split('\n').at(-1) ?? '/usr/bin/chromium';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The 8-bit RGB or RGBA pixels of a non-interlaced PNG such as Chromium's screenshots. */
function decodePng(png: Buffer): { width: number; height: number; channels: number; pixels: Buffer } {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('Not a PNG');
  let offset = 8;
  let header: Buffer | undefined;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = body;
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  if (!header) throw new Error('PNG without IHDR');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [bitDepth, colourType, , , interlace] = header.subarray(8);
  const channels = colourType === 6 ? 4 : colourType === 2 ? 3 : 0;
  if (bitDepth !== 8 || !channels || interlace !== 0) throw new Error('Unexpected PNG format');
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = pixels.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? (out[x - channels] ?? 0) : 0;
      const b = above[x] ?? 0;
      const c = x >= channels ? (above[x - channels] ?? 0) : 0;
      out[x] = ((line[x] ?? 0) + predictor(filter ?? 0, a, b, c)) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

function predictor(filter: number, a: number, b: number, c: number): number {
  if (filter === 0) return 0;
  if (filter === 1) return a;
  if (filter === 2) return b;
  if (filter === 3) return (a + b) >> 1;
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typeAndBody = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndBody));
  return Buffer.concat([length, typeAndBody, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * The PNG filter bytes of every row of 8-bit RGB pixels: the given filter on every row, or, with
 * 'adaptive', per row the filter whose output has the smallest sum of absolute values.
 */
function filterRows(rgb: Buffer, width: number, height: number, choice: number | 'adaptive'): Buffer {
  const stride = width * 3;
  const filtered = Buffer.alloc((stride + 1) * height);
  const candidate = Buffer.alloc(stride + 1);
  const noRow = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const line = rgb.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? rgb.subarray((y - 1) * stride, y * stride) : noRow;
    let bestCost = Number.POSITIVE_INFINITY;
    for (const filter of choice === 'adaptive' ? [0, 1, 2, 3, 4] : [choice]) {
      candidate[0] = filter;
      let cost = 0;
      for (let x = 0; x < stride; x++) {
        const a = x >= 3 ? (line[x - 3] ?? 0) : 0;
        const c = x >= 3 ? (above[x - 3] ?? 0) : 0;
        const value = ((line[x] ?? 0) - predictor(filter, a, above[x] ?? 0, c)) & 0xff;
        candidate[x + 1] = value;
        cost += value < 128 ? value : 256 - value;
      }
      if (cost < bestCost) {
        bestCost = cost;
        candidate.copy(filtered, y * (stride + 1));
      }
    }
  }
  return filtered;
}

/**
 * An opaque screenshot as an 8-bit RGB PNG, the smallest of the usual filter choices and deflate
 * strategies at level 9 (what PNG optimisers try first).
 */
function encodeOpaquePng(image: ReturnType<typeof decodePng>): Buffer {
  const { width, height, channels, pixels } = image;
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0, o = 0; i < pixels.length; i += channels, o += 3) pixels.copy(rgb, o, i, i + 3);
  let smallest: Buffer | undefined;
  for (const choice of ['adaptive', 0, 1, 2, 3, 4] as const) {
    const rows = filterRows(rgb, width, height, choice);
    for (const strategy of [zlib.Z_DEFAULT_STRATEGY, zlib.Z_FILTERED]) {
      const data = deflateSync(rows, { level: 9, memLevel: 9, strategy });
      if (!smallest || data.length < smallest.length) smallest = data;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', smallest ?? Buffer.alloc(0)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const tab = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
    mkdirSync(join(PUBLIC, 'images/share'), { recursive: true });
    for (const image of shareImages) {
      await tab.setContent(page(image), { waitUntil: 'load' });
      const screenshot = await tab.screenshot({ type: 'png', omitBackground: false });
      const file = join(PUBLIC, image.path);
      writeFileSync(file, encodeOpaquePng(decodePng(screenshot)));
      const size = statSync(file).size;
      console.log(
        `${image.path}  ${(size / 1024).toFixed(1)} kB (Chromium's: ${(screenshot.length / 1024).toFixed(1)} kB)`,
      );
    }
  } finally {
    await browser.close();
  }
}

await main();
