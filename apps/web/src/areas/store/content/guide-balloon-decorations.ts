import type { Guide } from './article';

export const balloonDecorationsGuide: Guide = {
  slug: 'balloon-decorations',
  path: '/guides/balloon-decorations',
  title: 'Balloon Decorations Guide',
  summary:
    'How to plan and build balloon bouquets, garlands and arches: latex or foil, helium or air, how many balloons each decoration takes, colour palettes and a step-by-step garland build.',
  readingMinutes: 8,
  sections: [
    {
      id: 'latex-or-foil',
      heading: 'Latex or foil?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most great balloon displays mix both: latex for volume and colour, foil for shapes, numbers and shine.',
        },
        {
          kind: 'table',
          caption: 'Latex and foil balloons compared',
          head: ['Feature', 'Latex', 'Foil'],
          rows: [
            ['Best for', 'Garlands, arches, bouquets, columns', 'Numbers, letters, shapes, feature pieces'],
            ['Float time with helium', '8–12 hours (days with Hi-Float)', '5 days or more'],
            ['Air-filled', 'Yes, ideal for garlands', 'Yes, for hanging or on sticks'],
            ['Reusable', 'No', 'Yes, if deflated carefully'],
            ['Cost per balloon', 'From about $0.20', 'From about $3'],
          ],
        },
        {
          kind: 'shop',
          title: 'Shop balloons',
          links: [
            { label: 'Balloons', category: 'balloons' },
            { label: 'Party Essentials', category: 'party-essentials' },
          ],
        },
      ],
    },
    {
      id: 'how-many',
      heading: 'How many balloons do you need?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Use these counts for an organic (mixed-size) look with 13 cm, 30 cm and 45 cm balloons. Order 10% extra: a few always pop during inflation.',
        },
        {
          kind: 'table',
          caption: 'Balloons per decoration',
          head: ['Decoration', 'Balloons', 'Set-up time'],
          rows: [
            ['Table bouquet (one weight)', '3–5', '5 minutes'],
            ['Garland, per metre', '30–40', '20 minutes'],
            ['3 m garland over a cake table', '100–120', '1 hour'],
            ['Full arch, 2.4 m high × 2.4 m wide', '200–250', '2 hours'],
            ['Column, 1.8 m', '40–50', '40 minutes'],
            ['Ceiling float, per square metre', '8–10', '10 minutes'],
          ],
        },
      ],
    },
    {
      id: 'helium-or-air',
      heading: 'Helium or air?',
      blocks: [
        {
          kind: 'list',
          items: [
            'Air-filled balloons last for weeks, cost nothing to fill and are the right choice for garlands, arches and columns, which are attached to a structure anyway.',
            'Helium is for balloons that float: bouquets, ceiling displays and foil numbers. A disposable helium tank fills about 50 standard balloons.',
            'Fill helium balloons on the morning of the party. A 30 cm latex balloon floats for 8 to 12 hours; a Hi-Float treatment stretches that to several days.',
            'Helium travels by road freight only, so allow a few extra days if you are outside a capital city.',
          ],
        },
        {
          kind: 'tip',
          title: 'Heat and sunlight',
          text: 'Australian summer sun pops dark latex balloons quickly. Outdoors, choose pastel or white balloons, under-inflate them slightly and set up in the shade as late as you can.',
        },
      ],
    },
    {
      id: 'build-a-garland',
      heading: 'Build a balloon garland step by step',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Inflate in clusters',
              text: 'Use a hand or electric pump. Inflate pairs of the same size and tie them together, then twist two pairs into a cluster of four.',
            },
            {
              title: 'Thread the strip',
              text: 'Push each cluster’s knots through the holes of a garland decorating strip, alternating colours and sizes as you go.',
            },
            {
              title: 'Add the big balloons',
              text: 'Attach 45 cm balloons with glue dots at uneven spacing to create the organic shape.',
            },
            {
              title: 'Fill the gaps',
              text: 'Tuck 13 cm balloons into gaps and add accents: foliage, foil stars or a foil number.',
            },
            {
              title: 'Hang it',
              text: 'Use removable hooks, fishing line or a backdrop stand. Support the garland every 60–80 cm so it does not sag.',
            },
          ],
        },
        {
          kind: 'checklist',
          title: 'Your balloon toolkit',
          items: [
            'Balloon pump (hand or electric)',
            'Garland decorating strip',
            'Glue dots',
            'Removable wall hooks',
            'Fishing line or ribbon',
            'Balloon weights for bouquets',
            'Helium tank for floating balloons',
            'Spare balloons (10% extra)',
          ],
        },
      ],
    },
    {
      id: 'colours',
      heading: 'Colour palettes that work',
      blocks: [
        {
          kind: 'list',
          items: [
            'Classic milestone: black, gold and white, with a gold foil number.',
            'Baby shower: sage, cream and soft peach, or pastel blue and white.',
            'Kids’ rainbow: six bright colours in equal amounts, with white to rest the eye.',
            'Wedding and engagement: white, blush and champagne with clear confetti balloons.',
            'Corporate: the company’s two brand colours plus white or silver.',
          ],
        },
      ],
    },
    {
      id: 'budget',
      heading: 'What a 3 m garland costs',
      blocks: [
        {
          kind: 'budget',
          caption: 'DIY 3 m organic garland (AUD, incl. GST)',
          head: ['Item', 'Cost'],
          rows: [
            { item: '120 latex balloons, mixed sizes', amounts: [32] },
            { item: '2 foil accent balloons', amounts: [12] },
            { item: 'Garland strip and glue dots', amounts: [9] },
            { item: 'Hand pump', amounts: [8] },
            { item: 'Removable hooks and fishing line', amounts: [7] },
          ],
        },
        {
          kind: 'paragraph',
          text: 'A hired stylist typically charges $250 to $400 for the same garland installed, so a DIY build saves most of the cost for an hour of work.',
        },
      ],
    },
    {
      id: 'safety',
      heading: 'Safety and the environment',
      blocks: [
        {
          kind: 'list',
          items: [
            'Supervise children under 8 with balloons and throw away broken pieces at once: they are a choking hazard.',
            'Never release balloons outdoors. Cut them and put them in the bin after the party.',
            'Latex is natural rubber and breaks down over time; foil balloons can be deflated and reused.',
            'Keep helium tanks upright, out of the sun and away from children, and never inhale helium.',
          ],
        },
      ],
    },
  ],
};
