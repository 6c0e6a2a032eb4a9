import type { Guide } from './article';

export const birthdayPartyPlanningGuide: Guide = {
  slug: 'birthday-party-planning',
  path: '/guides/birthday-party-planning',
  title: 'Birthday Party Planning Guide',
  summary:
    'A step-by-step plan for a birthday party that runs itself on the day: guest list, theme, an eight-week timeline, how much tableware to buy and a sample budget in Australian dollars.',
  readingMinutes: 9,
  sections: [
    {
      id: 'basics',
      heading: 'Start with four decisions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Almost every later choice follows from four early ones. Settle them first and the shopping list nearly writes itself.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Guest count',
              text: 'Write the list before anything else. For children, a common rule is the child’s age plus one; for adults, count couples and plus-ones separately so catering is accurate.',
            },
            {
              title: 'Date and time',
              text: 'Check school holidays, public holidays and footy finals in your state. Two-hour parties suit under-fives; three hours suit older kids and adults.',
            },
            {
              title: 'Venue',
              text: 'Home, park, hall or restaurant. Parks and halls need bookings weeks ahead in spring and summer, and outdoor parties need a shade and wet-weather plan.',
            },
            {
              title: 'Budget',
              text: [
                'Set a total and divide it by your guests to get a per-head figure. Our ',
                { text: 'party budget tips', to: '/guides/party-budget-tips' },
                ' show typical amounts per guest.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'timeline',
      heading: 'Your eight-week planning timeline',
      blocks: [
        {
          kind: 'table',
          caption: 'What to do and when',
          head: ['When', 'What to do'],
          rows: [
            ['8 weeks before', 'Set the date, budget and guest list. Book the venue and any entertainer.'],
            ['6 weeks before', 'Choose the theme and colour palette. Send invitations or save-the-dates.'],
            ['4 weeks before', 'Order decorations, tableware and party favours. Book the cake.'],
            ['2 weeks before', 'Confirm RSVPs and dietary needs. Plan games and the running order.'],
            ['1 week before', 'Check your order has arrived, buy food and drinks, and brief helpers.'],
            ['The day before', 'Inflate air-filled balloons, set up tables and pack a party-day kit.'],
            ['On the day', 'Fill helium balloons in the morning, lay out food and enjoy the party.'],
          ],
        },
        {
          kind: 'tip',
          title: 'Order four weeks out',
          text: [
            'Standard Delivery takes 3-5 business days across Australia. Ordering a month ahead leaves time for a quote, a change of mind and delivery without paying for express. See ',
            { text: 'delivery information', to: '/delivery' },
            ' for cut-off times.',
          ],
        },
      ],
    },
    {
      id: 'theme',
      heading: 'Choose a theme',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A theme gives every purchase a yes-or-no test. Pick two or three main colours and one accent, then buy balloons, tableware and banners to match.',
        },
        {
          kind: 'list',
          items: [
            'Ages 1–4: farm animals, under the sea, dinosaurs, rainbows. Keep decorations high and choking hazards away.',
            'Ages 5–10: superheroes, unicorns, space, jungle safari, sports teams.',
            'Teens: neon glow party, movie night, tie-dye, pool party.',
            'Milestones (18th, 21st, 30th, 40th, 50th): black and gold, rose gold, Hollywood glamour, decade themes.',
          ],
        },
        {
          kind: 'shop',
          title: 'Shop the look',
          links: [
            { label: 'Balloons', category: 'balloons' },
            { label: 'Decorations', category: 'decorations' },
            { label: 'Party Essentials', category: 'party-essentials' },
          ],
        },
      ],
    },
    {
      id: 'quantities',
      heading: 'How much tableware to buy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Running out of cups halfway through is the most common party hiccup. These quantities include a small buffer for spills and second helpings.',
        },
        {
          kind: 'table',
          caption: 'Quantities by number of guests',
          head: ['Item', '10 guests', '20 guests', '30 guests', '50 guests'],
          rows: [
            ['Dinner plates', '15', '30', '45', '75'],
            ['Dessert plates (cake)', '12', '24', '36', '60'],
            ['Cups', '30', '60', '90', '150'],
            ['Napkins', '30', '60', '90', '150'],
            ['Cutlery sets', '15', '30', '45', '75'],
            ['Table covers (1.8 m table)', '2', '3', '4', '6'],
            ['Party bags', '10', '20', '30', '50'],
          ],
        },
        {
          kind: 'shop',
          title: 'Stock up',
          links: [
            { label: 'Tableware', category: 'tableware' },
            { label: 'Party Essentials', category: 'party-essentials' },
          ],
        },
      ],
    },
    {
      id: 'decorations',
      heading: 'Decorations that make an impact',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Spend on one focal point rather than spreading decorations thinly. A balloon garland behind the cake table or an entrance arch is where every photo will be taken.',
        },
        {
          kind: 'list',
          items: [
            [
              'A balloon garland or arch as the focal point: our ',
              { text: 'balloon decorations guide', to: '/guides/balloon-decorations' },
              ' shows how many balloons you need.',
            ],
            'A personalised or age banner over the main table.',
            'Table centrepieces: a small balloon bouquet weighted on each table, or confetti scattered on the cloth.',
            'Hanging decorations (honeycombs, fans, streamers) to fill high ceilings in halls.',
          ],
        },
      ],
    },
    {
      id: 'cake',
      heading: 'Cake, candles and the big moment',
      blocks: [
        {
          kind: 'list',
          items: [
            'Allow one slice per guest plus 10% extra; a 20 cm round cake serves about 20 party-sized pieces.',
            'Buy number candles or a cake topper that matches the theme, and keep a lighter in the party-day kit.',
            'Cupcakes in themed cases are easier to serve for young children than a cut cake.',
            'Have cake boxes or napkins ready so guests can take a slice home.',
          ],
        },
        { kind: 'shop', title: 'Cake table', links: [{ label: 'Cake Supplies', category: 'cake-supplies' }] },
      ],
    },
    {
      id: 'budget',
      heading: 'Sample budget: a kids’ party for 20',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A home party for 20 children with a theme, a balloon garland and party bags. Prices are typical Party Central prices in Australian dollars including GST.',
        },
        {
          kind: 'budget',
          caption: 'Kids’ birthday party for 20 guests (AUD, incl. GST)',
          head: ['Item', 'Cost'],
          rows: [
            { item: 'Themed tableware set (plates, cups, napkins)', amounts: [48] },
            { item: 'Balloon garland kit and helium bouquet', amounts: [65] },
            { item: 'Banner, table covers and hanging decorations', amounts: [38] },
            { item: 'Party bags and favours', amounts: [60] },
            { item: 'Cake, candles and topper', amounts: [85] },
            { item: 'Food and drinks', amounts: [180] },
            { item: 'Standard Delivery', amounts: [14.95] },
          ],
        },
      ],
    },
    {
      id: 'checklist',
      heading: 'Party-day checklist',
      blocks: [
        {
          kind: 'checklist',
          title: 'Pack the night before',
          items: [
            'Lighter and candles',
            'Cake knife and serving spatula',
            'Scissors, sticky tape and command hooks',
            'Balloon pump and spare balloons',
            'Bin bags and paper towel',
            'Sunscreen and first-aid kit',
            'Phone charger and speaker',
            'Party bags, labelled by name',
            'Printed running order for helpers',
            'Dietary labels for the food table',
          ],
        },
      ],
    },
  ],
};
