import type pg from 'pg';

// The generator's vocabulary as session-local SQL functions (pg_temp): every stage derives a row's
// values from its number alone, so an order line can name its product's name, price and pack size
// without joining the million products, and a total is the sum of the very lines written.
// Single-SELECT, IMMUTABLE SQL functions are inlined by the planner, so they cost no call per row.

const text = (words: readonly string[]) =>
  `array[${words.map((w) => `'${w.replaceAll("'", "''")}'`).join(',')}]::text[]`;

export const CATEGORIES = ['balloons', 'decorations', 'party-essentials', 'tableware', 'cake-supplies'];
const SKU_PREFIXES = ['BAL', 'DEC', 'ESS', 'TBL', 'CAK'];
/** Eight items per category, in CATEGORIES' order. */
const ITEMS = [
  [
    'Latex Balloons',
    'Foil Balloon',
    'Chrome Balloons',
    'Balloon Garland Kit',
    'Bubble Balloon',
    'Number Balloon',
    'Balloon Arch Kit',
    'Confetti Balloons',
  ],
  [
    'Banner',
    'Garland',
    'Streamers',
    'Honeycomb Balls',
    'Paper Lanterns',
    'Backdrop',
    'Bunting',
    'Hanging Swirls',
  ],
  [
    'Party Hats',
    'Favour Bags',
    'Birthday Candles',
    'Sparklers',
    'Piñata',
    'Party Poppers',
    'Photo Props',
    'Glow Sticks',
  ],
  [
    'Paper Plates',
    'Paper Cups',
    'Napkins',
    'Tablecloth',
    'Cutlery Set',
    'Paper Straws',
    'Serving Platter',
    'Bamboo Bowls',
  ],
  [
    'Cake Topper',
    'Cupcake Cases',
    'Cake Board',
    'Sprinkles',
    'Cake Box',
    'Icing Set',
    'Cupcake Stand',
    'Cake Candles',
  ],
];
const ADJECTIVES = [
  'Glitter',
  'Pastel',
  'Metallic',
  'Neon',
  'Classic',
  'Jumbo',
  'Mini',
  'Matte',
  'Sparkle',
  'Tropical',
  'Vintage',
  'Eco',
  'Premium',
  'Deluxe',
  'Shimmer',
  'Satin',
  'Luxe',
  'Bright',
  'Soft',
  'Chrome',
];
const COLOURS = [
  'Rose Gold',
  'Silver',
  'Gold',
  'Sky Blue',
  'Blush Pink',
  'Mint',
  'Lilac',
  'Matte Black',
  'White',
  'Rainbow',
  'Navy',
  'Emerald',
  'Coral',
  'Lemon',
  'Teal',
  'Red',
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
  'Christmas',
  'Wedding',
  'Baby Shower',
  'Graduation',
  'Halloween',
];
/** The size word of a product sold singly; one sold in packs is named by its pack. */
const SIZES = ['Small', 'Medium', 'Large', 'XL', '30cm', '45cm', '60cm'];
const PHRASES = [
  'perfect for birthdays',
  'reusable and sturdy',
  'made from recycled paper',
  'bright colours that pop',
  'ideal for outdoor parties',
  'easy to assemble',
  'food safe coating',
  'helium ready',
  'hand finished detail',
  'great for photos',
  'made in Australia',
  'bulk value for venues',
];
const FIRST_NAMES = [
  'Olivia',
  'Jack',
  'Charlotte',
  'Noah',
  'Amelia',
  'William',
  'Isla',
  'Oliver',
  'Mia',
  'Leo',
  'Ava',
  'Henry',
  'Grace',
  'Lucas',
  'Chloe',
  'Thomas',
  'Zoe',
  'James',
  'Ruby',
  'Ethan',
  'Priya',
  'Wei',
  'Aisha',
  'Mateo',
  'Sienna',
];
const LAST_NAMES = [
  'Smith',
  'Nguyen',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Jones',
  'Chen',
  'Singh',
  'Martin',
  'Kelly',
  'Anderson',
  'Patel',
  "O'Brien",
  'Walker',
  'Harris',
  'Ryan',
  'Thompson',
  'White',
  'Lee',
];
const COMPANY_WORDS = [
  'Golden Wattle',
  'Harbourside',
  'Sunshine',
  'Blue Gum',
  'Southern Cross',
  'Coastal',
  'Bright Spark',
  'Little Joey',
  'Red Centre',
  'Riverbend',
  'Kookaburra',
  'Silver Fern',
  'Bayside',
  'Jacaranda',
  'Outback',
  'Seaside',
];
const COMPANY_KINDS = [
  'Events',
  'Party Hire',
  'Celebrations',
  'Weddings',
  'Party Supplies',
  'Primary School',
  'Function Centre',
  'Catering',
  'Kids Parties',
  'Balloon Studio',
];
/** city, state, postcode */
const PLACES = [
  ['Sydney', 'NSW', '2000'],
  ['Parramatta', 'NSW', '2150'],
  ['Newcastle', 'NSW', '2300'],
  ['Melbourne', 'VIC', '3000'],
  ['Geelong', 'VIC', '3220'],
  ['Brisbane', 'QLD', '4000'],
  ['Gold Coast', 'QLD', '4217'],
  ['Perth', 'WA', '6000'],
  ['Adelaide', 'SA', '5000'],
  ['Hobart', 'TAS', '7000'],
  ['Canberra', 'ACT', '2600'],
  ['Darwin', 'NT', '0800'],
];
const STREETS = [
  'George Street',
  'Collins Street',
  'Queen Street',
  'Hay Street',
  'King William Street',
  'Elizabeth Street',
  'Church Street',
  'High Street',
  'Victoria Road',
  'Carter Street',
];

const functions = [
  // An RFC 4122 version-4 shaped id from a kind and a number: the same number gives the same id in
  // every stage, and validators that check the version nibble accept it.
  `create function pg_temp.seed_uuid(kind text, n bigint) returns uuid language sql stable as
   $$ select overlay(overlay(md5(kind || ':' || n) placing '4' from 13) placing '8' from 17)::uuid $$`,
  `create function pg_temp.seed_hash(n bigint) returns bigint language sql stable as
   $$ select abs(hashint8(n)::bigint) $$`,
  `create function pg_temp.pick(words text[], n bigint) returns text language sql stable as
   $$ select words[1 + (n % cardinality(words))::int] $$`,
  `create function pg_temp.product_pack(p bigint) returns int language sql stable as
   $$ select (array[1, 1, 1, 1, 6, 10, 12, 24])[1 + (pg_temp.seed_hash(p) / 7 % 8)::int] $$`,
  `create function pg_temp.product_category(p bigint) returns text language sql stable as
   $$ select (${text(CATEGORIES)})[1 + (p % 5)::int] $$`,
  `create function pg_temp.product_sku(p bigint) returns text language sql stable as
   $$ select (${text(SKU_PREFIXES)})[1 + (p % 5)::int] || '-' || lpad(p::text, 7, '0') $$`,
  `create function pg_temp.product_item(p bigint) returns text language sql stable as
   $$ select (array[${ITEMS.map(text).join(',')}])[1 + (p % 5)::int][1 + (pg_temp.seed_hash(p) / 320 % 8)::int] $$`,
  `create function pg_temp.product_name(p bigint) returns text language sql stable as
   $$ select pg_temp.pick(${text(ADJECTIVES)}, pg_temp.seed_hash(p)) || ' '
     || pg_temp.pick(${text(COLOURS)}, pg_temp.seed_hash(p) / 20) || ' ' || pg_temp.product_item(p) || ' '
     || case when pg_temp.product_pack(p) > 1 then '(Pack of ' || pg_temp.product_pack(p) || ')'
       else pg_temp.pick(${text(SIZES)}, pg_temp.seed_hash(p) / 38400) end || ' – '
     || pg_temp.pick(${text(THEMES)}, pg_temp.seed_hash(p) / 2560) $$`,
  `create function pg_temp.product_phrase(n bigint) returns text language sql stable as
   $$ select pg_temp.pick(${text(PHRASES)}, n) $$`,
  // A unit of a carton line (plates, napkins) costs $0.95–$7.95; single pieces are mostly $2–$61,
  // one in twenty a bigger piece at $81–$200.
  `create function pg_temp.product_price(p bigint) returns numeric language sql stable as
   $$ select (case when pg_temp.product_pack(p) > 1 then pg_temp.seed_hash(p * 7 + 3) % 8
     when pg_temp.seed_hash(p * 7 + 3) % 20 = 0 then 80 + pg_temp.seed_hash(p * 7 + 3) % 120
     else 1 + pg_temp.seed_hash(p * 7 + 3) % 60 end + 0.95)::numeric(12, 2) $$`,
  `create function pg_temp.product_min_order(p bigint) returns int language sql stable as
   $$ select pg_temp.product_pack(p) * (1 + (pg_temp.seed_hash(p) / 11 % 2)::int) $$`,
  // One product in ten has quantity breaks (product_price_tiers): 10 % off from five packs, 20 % from twenty.
  `create function pg_temp.unit_price(p bigint, quantity int) returns numeric language sql stable as
   $$ select case when p % 10 = 3 and quantity >= pg_temp.product_pack(p) * 20 then round(pg_temp.product_price(p) * 0.8, 2)
     when p % 10 = 3 and quantity >= pg_temp.product_pack(p) * 5 then round(pg_temp.product_price(p) * 0.9, 2)
     else pg_temp.product_price(p) end $$`,
  `create function pg_temp.person_first(m bigint) returns text language sql stable as
   $$ select pg_temp.pick(${text(FIRST_NAMES)}, m) $$`,
  `create function pg_temp.person_last(m bigint) returns text language sql stable as
   $$ select pg_temp.pick(${text(LAST_NAMES)}, m / 25) $$`,
  `create function pg_temp.company_name(c bigint) returns text language sql stable as
   $$ select pg_temp.pick(${text(COMPANY_WORDS)}, c) || ' ' || pg_temp.pick(${text(COMPANY_KINDS)}, c / 16)
     || ' (' || (${text(PLACES.map((p) => p[0]!))})[1 + (c % ${PLACES.length})::int] || ')' $$`,
  `create function pg_temp.company_street(c bigint) returns text language sql stable as
   $$ select (1 + c % 240) || ' ' || pg_temp.pick(${text(STREETS)}, c / 12) $$`,
  `create function pg_temp.company_city(c bigint) returns text language sql stable as
   $$ select (${text(PLACES.map((p) => p[0]!))})[1 + (c % ${PLACES.length})::int] $$`,
  `create function pg_temp.company_state(c bigint) returns text language sql stable as
   $$ select (${text(PLACES.map((p) => p[1]!))})[1 + (c % ${PLACES.length})::int] $$`,
  `create function pg_temp.company_postcode(c bigint) returns text language sql stable as
   $$ select (${text(PLACES.map((p) => p[2]!))})[1 + (c % ${PLACES.length})::int] $$`,
];

/** Creates the generator's functions for this session (they vanish with it). */
export async function createSeedFunctions(client: pg.Client): Promise<void> {
  for (const statement of functions) await client.query(statement);
}
