import pg from 'pg';
import { createMigratedDatabase } from '../lib/database.ts';

// Words the names and descriptions are built from: each appears in a known share of the rows,
// so a search term hits a realistic few percent of the catalogue rather than all or none.
const ADJECTIVES = [
  'Glitter',
  'Pastel',
  'Metallic',
  'Neon',
  'Rainbow',
  'Gold',
  'Silver',
  'Rose',
  'Jumbo',
  'Mini',
  'Classic',
  'Tropical',
  'Vintage',
  'Confetti',
  'Matte',
  'Sparkle',
  'Ocean',
  'Forest',
  'Candy',
  'Midnight',
];
const THEMES = [
  'Unicorn',
  'Pirate',
  'Dinosaur',
  'Princess',
  'Space',
  'Jungle',
  'Mermaid',
  'Superhero',
  'Safari',
  'Fairy',
  'Robot',
  'Circus',
  'Garden',
  'Winter',
  'Beach',
];
const NOUNS = [
  'Balloon',
  'Banner',
  'Garland',
  'Plate',
  'Cup',
  'Napkin',
  'Candle',
  'Topper',
  'Streamer',
  'Lantern',
  'Hat',
  'Bag',
  'Tablecloth',
  'Straw',
  'Cutlery Set',
  'Backdrop',
  'Piñata',
  'Sash',
  'Wand',
  'Sparkler',
  'Stand',
  'Bunting',
  'Centrepiece',
  'Cake Box',
  'Pop Bag',
];
const PHRASES = [
  'perfect for birthdays',
  'reusable and sturdy',
  'eco friendly paper',
  'bright colours that pop',
  'ideal for outdoor parties',
  'easy to assemble',
  'pack of twelve',
  'food safe coating',
  'helium ready',
  'hand finished detail',
  'great for photos',
  'made in Australia',
];
const CATEGORIES = ['balloons', 'decorations', 'party-essentials', 'tableware', 'cake-supplies'];

const sqlArray = (words: string[]) => `array[${words.map((w) => `'${w}'`).join(',')}]`;

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database with the project's migrations applied and `count` generated products. */
export async function createBenchDatabase(count: number): Promise<BenchDatabase> {
  const created = await createMigratedDatabase('catalog');
  const client = new pg.Client({ connectionString: created.url });
  await client.connect();
  await client.query(
    `insert into products (name, slug, description, price, cost, category, stock_quantity, is_featured)
     select n.name, lower(regexp_replace(n.name, '[^A-Za-z0-9]+', '-', 'g')) || '-' || i,
       'A ' || lower(n.name) || ', ' || (${sqlArray(PHRASES)})[1 + i % 12] || ' and '
         || (${sqlArray(PHRASES)})[1 + (i / 12) % 12] || '.',
       round((2 + (i * 7919 % 9800) / 100.0)::numeric, 2), 1,
       (${sqlArray(CATEGORIES)})[1 + (i / 7) % 5], i % 200, i % 997 = 0
     from generate_series(1, $1::int) as i,
       lateral (select (${sqlArray(ADJECTIVES)})[1 + i % 20] || ' ' || (${sqlArray(THEMES)})[1 + (i / 20) % 15]
         || ' ' || (${sqlArray(NOUNS)})[1 + (i / 300) % 25] as name) as n`,
    [count],
  );
  // VACUUM as well: a bulk load leaves its rows in the GIN indexes' pending list, which every
  // trigram search would read through until autovacuum merged it, as it has in a catalogue in use.
  await client.query('vacuum analyze products, product_search');
  await client.end();

  return created;
}
