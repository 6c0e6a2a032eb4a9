/** Per-city landing page data for /locations/<city> (route table, docs/product/storefront-and-sign-in.md). */

export type CitySlug = 'sydney' | 'melbourne' | 'brisbane' | 'perth' | 'adelaide';

export interface CityEvent {
  name: string;
  when: string;
  idea: string;
  /** The catalogue category the idea needs: /products?category=… */
  category: string;
  categoryLabel: string;
}

export interface City {
  slug: CitySlug;
  name: string;
  state: string;
  intro: string;
  /** Click & Collect warehouse, where the city has one. */
  warehouse: string | null;
  /** Zones of the metro area, each with the suburbs it covers and when deliveries usually arrive. */
  zones: { name: string; suburbs: string[]; typical: string }[];
  /** Beyond the metro area: Standard and Express only. */
  outerAreas: string[];
  events: CityEvent[];
}

export const citySlugs: CitySlug[] = ['sydney', 'melbourne', 'brisbane', 'perth', 'adelaide'];

export const cities: Record<CitySlug, City> = {
  sydney: {
    slug: 'sydney',
    name: 'Sydney',
    state: 'NSW',
    intro:
      'From birthday parties in Parramatta to corporate launches in the CBD, we deliver party supplies across greater Sydney from our Lidcombe warehouse, with Same-Day Metro delivery for last-minute plans.',
    warehouse: 'Lidcombe warehouse, open Monday to Friday 9 AM to 5 PM',
    zones: [
      {
        name: 'CBD, Inner West and Eastern Suburbs',
        suburbs: [
          'Sydney CBD',
          'Surry Hills',
          'Newtown',
          'Marrickville',
          'Leichhardt',
          'Bondi',
          'Randwick',
          'Paddington',
        ],
        typical: 'Usually the next business day',
      },
      {
        name: 'Western Sydney',
        suburbs: [
          'Parramatta',
          'Blacktown',
          'Penrith',
          'Liverpool',
          'Fairfield',
          'Castle Hill',
          'Campbelltown',
        ],
        typical: 'Usually 1-2 business days',
      },
      {
        name: 'North Shore and Northern Beaches',
        suburbs: ['Chatswood', 'North Sydney', 'Hornsby', 'Manly', 'Dee Why', 'Mona Vale'],
        typical: 'Usually 1-2 business days',
      },
      {
        name: 'South and Sutherland Shire',
        suburbs: ['Hurstville', 'Kogarah', 'Cronulla', 'Sutherland', 'Miranda', 'Bankstown'],
        typical: 'Usually 1-2 business days',
      },
    ],
    outerAreas: ['Central Coast', 'Blue Mountains', 'Wollongong', 'Newcastle', 'Southern Highlands'],
    events: [
      {
        name: 'New Year’s Eve on the Harbour',
        when: '31 December',
        idea: 'Gold and silver balloons, glow sticks and countdown decorations for harbour-view parties.',
        category: 'party-essentials',
        categoryLabel: 'Party Essentials',
      },
      {
        name: 'Sydney Gay and Lesbian Mardi Gras',
        when: 'February–March',
        idea: 'Rainbow balloon garlands, bunting and confetti for viewing parties and venue nights.',
        category: 'balloons',
        categoryLabel: 'Balloons',
      },
      {
        name: 'Vivid Sydney',
        when: 'May–June',
        idea: 'LED balloons, fairy lights and lanterns for light-themed evening events.',
        category: 'decorations',
        categoryLabel: 'Decorations',
      },
      {
        name: 'Sydney Royal Easter Show',
        when: 'March–April',
        idea: 'Farm-animal and Easter themes for school-holiday kids’ parties.',
        category: 'tableware',
        categoryLabel: 'Tableware',
      },
    ],
  },
  melbourne: {
    slug: 'melbourne',
    name: 'Melbourne',
    state: 'VIC',
    intro:
      'Melbourne never runs short of reasons to celebrate. We deliver across greater Melbourne from our Braeside warehouse, with Click & Collect in the south-east and Same-Day Metro delivery city-wide.',
    warehouse: 'Braeside warehouse, open Monday to Friday 9 AM to 5 PM',
    zones: [
      {
        name: 'CBD and Inner Melbourne',
        suburbs: ['Melbourne CBD', 'Fitzroy', 'Richmond', 'South Yarra', 'St Kilda', 'Carlton', 'Brunswick'],
        typical: 'Usually the next business day',
      },
      {
        name: 'South-East',
        suburbs: [
          'Braeside',
          'Moorabbin',
          'Dandenong',
          'Frankston',
          'Clayton',
          'Glen Waverley',
          'Cheltenham',
        ],
        typical: 'Often the same or next business day',
      },
      {
        name: 'North and West',
        suburbs: ['Footscray', 'Sunshine', 'Werribee', 'Essendon', 'Coburg', 'Preston', 'Craigieburn'],
        typical: 'Usually 1-2 business days',
      },
      {
        name: 'Eastern Suburbs',
        suburbs: ['Box Hill', 'Ringwood', 'Doncaster', 'Camberwell', 'Kew', 'Croydon'],
        typical: 'Usually 1-2 business days',
      },
    ],
    outerAreas: ['Geelong', 'Mornington Peninsula', 'Ballarat', 'Bendigo', 'Yarra Valley'],
    events: [
      {
        name: 'Melbourne Cup',
        when: 'First Tuesday of November',
        idea: 'Racing-day office sweeps and garden parties: black-and-white décor, rosettes and elegant tableware.',
        category: 'tableware',
        categoryLabel: 'Tableware',
      },
      {
        name: 'AFL Grand Final',
        when: 'Late September',
        idea: 'Team-colour balloons, bunting and share platters for backyard Grand Final parties.',
        category: 'balloons',
        categoryLabel: 'Balloons',
      },
      {
        name: 'Australian Open',
        when: 'January',
        idea: 'Tennis-themed summer parties with bright decorations and outdoor-ready tableware.',
        category: 'decorations',
        categoryLabel: 'Decorations',
      },
      {
        name: 'Moomba Festival',
        when: 'March long weekend',
        idea: 'Carnival-style kids’ parties with party bags, games and face-paint favours.',
        category: 'party-essentials',
        categoryLabel: 'Party Essentials',
      },
    ],
  },
  brisbane: {
    slug: 'brisbane',
    name: 'Brisbane',
    state: 'QLD',
    intro:
      'Outdoor parties, riverside functions and school events all year round: we deliver party supplies across Brisbane and South East Queensland, with Same-Day Metro delivery in the Brisbane metro area.',
    warehouse: null,
    zones: [
      {
        name: 'CBD and Inner Brisbane',
        suburbs: [
          'Brisbane City',
          'Fortitude Valley',
          'South Brisbane',
          'West End',
          'New Farm',
          'Paddington',
        ],
        typical: 'Usually 2-3 business days',
      },
      {
        name: 'Northside',
        suburbs: ['Chermside', 'Aspley', 'Nundah', 'Stafford', 'Redcliffe', 'North Lakes'],
        typical: 'Usually 2-3 business days',
      },
      {
        name: 'Southside',
        suburbs: ['Mount Gravatt', 'Sunnybank', 'Carindale', 'Logan', 'Springwood', 'Wynnum'],
        typical: 'Usually 2-3 business days',
      },
      {
        name: 'Western Suburbs and Ipswich',
        suburbs: ['Indooroopilly', 'Kenmore', 'Toowong', 'Springfield', 'Ipswich'],
        typical: 'Usually 2-3 business days',
      },
    ],
    outerAreas: ['Gold Coast', 'Sunshine Coast', 'Toowoomba', 'Caboolture', 'Bribie Island'],
    events: [
      {
        name: 'Brisbane Festival and Riverfire',
        when: 'September',
        idea: 'Riverside viewing parties with glow sticks, lanterns and easy picnic tableware.',
        category: 'party-essentials',
        categoryLabel: 'Party Essentials',
      },
      {
        name: 'The Ekka (Royal Queensland Show)',
        when: 'August',
        idea: 'Show-bag-style party favours and farm themes for kids’ parties during show week.',
        category: 'party-essentials',
        categoryLabel: 'Party Essentials',
      },
      {
        name: 'State of Origin',
        when: 'June–July',
        idea: 'Maroon balloons, bunting and share platters for Origin night at home or at the club.',
        category: 'balloons',
        categoryLabel: 'Balloons',
      },
      {
        name: 'Summer pool parties',
        when: 'October–March',
        idea: 'Tropical and under-the-sea themes with heat-tolerant pastel balloons and sturdy plates.',
        category: 'tableware',
        categoryLabel: 'Tableware',
      },
    ],
  },
  perth: {
    slug: 'perth',
    name: 'Perth',
    state: 'WA',
    intro:
      'Perth parties get the same range and wholesale prices as the east coast. We deliver across the Perth metro area with Same-Day Metro for orders placed before 2 PM Perth time, and Australia-wide to regional WA.',
    warehouse: null,
    zones: [
      {
        name: 'CBD and Inner Perth',
        suburbs: ['Perth CBD', 'Northbridge', 'Subiaco', 'Leederville', 'Victoria Park', 'Mount Lawley'],
        typical: 'Usually 3-4 business days',
      },
      {
        name: 'Northern Suburbs',
        suburbs: ['Joondalup', 'Scarborough', 'Wanneroo', 'Stirling', 'Morley', 'Ellenbrook'],
        typical: 'Usually 3-4 business days',
      },
      {
        name: 'Southern Suburbs',
        suburbs: ['Fremantle', 'Cockburn', 'Rockingham', 'Canning Vale', 'Armadale', 'Melville'],
        typical: 'Usually 3-4 business days',
      },
      {
        name: 'Eastern Suburbs and Hills',
        suburbs: ['Midland', 'Kalamunda', 'Belmont', 'Bassendean', 'Mundaring'],
        typical: 'Usually 3-5 business days',
      },
    ],
    outerAreas: ['Mandurah', 'Bunbury', 'Busselton', 'Geraldton', 'Kalgoorlie'],
    events: [
      {
        name: 'Fringe World and Perth Festival',
        when: 'January–March',
        idea: 'Festival-style garden parties with festoon lights, bunting and outdoor tableware.',
        category: 'decorations',
        categoryLabel: 'Decorations',
      },
      {
        name: 'Australia Day Skyworks',
        when: '26 January',
        idea: 'Riverside picnics along the Swan with shade-friendly decorations and picnic sets.',
        category: 'tableware',
        categoryLabel: 'Tableware',
      },
      {
        name: 'Perth Royal Show',
        when: 'September–October',
        idea: 'School-holiday kids’ parties with party bags, games and carnival themes.',
        category: 'party-essentials',
        categoryLabel: 'Party Essentials',
      },
      {
        name: 'Christmas in July and end-of-year functions',
        when: 'July and December',
        idea: 'Office parties with themed balloon garlands and table centrepieces.',
        category: 'balloons',
        categoryLabel: 'Balloons',
      },
    ],
  },
  adelaide: {
    slug: 'adelaide',
    name: 'Adelaide',
    state: 'SA',
    intro:
      'The Festival State knows how to throw a party. We deliver party supplies across greater Adelaide, from the Hills to the beaches, with Same-Day Metro delivery for orders before 2 PM Adelaide time.',
    warehouse: null,
    zones: [
      {
        name: 'CBD and Inner Adelaide',
        suburbs: ['Adelaide CBD', 'North Adelaide', 'Norwood', 'Unley', 'Prospect', 'Kent Town'],
        typical: 'Usually 2-3 business days',
      },
      {
        name: 'Western Suburbs and Beaches',
        suburbs: ['Glenelg', 'Henley Beach', 'West Lakes', 'Port Adelaide', 'Brighton'],
        typical: 'Usually 2-3 business days',
      },
      {
        name: 'Northern Suburbs',
        suburbs: ['Salisbury', 'Elizabeth', 'Mawson Lakes', 'Golden Grove', 'Modbury'],
        typical: 'Usually 2-3 business days',
      },
      {
        name: 'Southern Suburbs and Hills',
        suburbs: ['Marion', 'Morphett Vale', 'Noarlunga', 'Blackwood', 'Stirling', 'Mount Barker'],
        typical: 'Usually 2-4 business days',
      },
    ],
    outerAreas: ['Barossa Valley', 'McLaren Vale', 'Victor Harbor', 'Murray Bridge', 'Port Augusta'],
    events: [
      {
        name: 'Adelaide Fringe',
        when: 'February–March',
        idea: 'Pop-up venue and garden-party styling with lanterns, bunting and backdrops.',
        category: 'decorations',
        categoryLabel: 'Decorations',
      },
      {
        name: 'Santos Tour Down Under',
        when: 'January',
        idea: 'Roadside viewing parties with team-colour balloons and easy picnic tableware.',
        category: 'balloons',
        categoryLabel: 'Balloons',
      },
      {
        name: 'WOMADelaide',
        when: 'March long weekend',
        idea: 'World-music themed gatherings with colourful bunting and eco-friendly tableware.',
        category: 'tableware',
        categoryLabel: 'Tableware',
      },
      {
        name: 'Royal Adelaide Show',
        when: 'September',
        idea: 'Kids’ parties in the school holidays with party bags, favours and cake toppers.',
        category: 'cake-supplies',
        categoryLabel: 'Cake Supplies',
      },
    ],
  },
};
