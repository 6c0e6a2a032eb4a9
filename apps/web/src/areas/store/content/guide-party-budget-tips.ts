import type { Guide } from './article';

export const partyBudgetTipsGuide: Guide = {
  slug: 'party-budget-tips',
  path: '/guides/party-budget-tips',
  title: 'Party Budget Tips',
  summary:
    'Throw a great party without overspending: set a per-guest budget, see where the money goes, buy in bulk at wholesale prices, avoid express delivery fees and reuse what lasts.',
  readingMinutes: 7,
  sections: [
    {
      id: 'per-guest',
      heading: 'Set a budget per guest',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A per-guest figure keeps the budget honest when the guest list grows. These ranges cover supplies, decorations and simple catering, not venue hire.',
        },
        {
          kind: 'table',
          caption: 'Typical spend per guest in Australia (AUD)',
          head: ['Event', 'Simple', 'Mid-range', 'Premium'],
          rows: [
            ['Kids’ birthday at home', '$10–$15', '$15–$25', '$25–$40'],
            ['Adult birthday or milestone', '$15–$25', '$25–$45', '$45–$80'],
            ['Baby shower or engagement', '$15–$25', '$25–$40', '$40–$70'],
            ['Office or corporate function', '$20–$30', '$30–$50', '$50–$90'],
            ['School or club fundraiser', '$5–$8', '$8–$12', '$12–$20'],
          ],
        },
      ],
    },
    {
      id: 'three-budgets',
      heading: 'Three budgets for a party of 30',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The same 30-guest birthday at three levels. The biggest differences are catering and decorations; tableware barely changes.',
        },
        {
          kind: 'budget',
          caption: 'Birthday party for 30 guests (AUD, incl. GST)',
          head: ['Item', 'Simple', 'Mid-range', 'Premium'],
          rows: [
            { item: 'Tableware (plates, cups, napkins, cutlery)', amounts: [45, 70, 120] },
            { item: 'Balloons and helium', amounts: [30, 80, 180] },
            { item: 'Banners, backdrops and table decorations', amounts: [25, 60, 150] },
            { item: 'Cake and cake supplies', amounts: [40, 90, 180] },
            { item: 'Food and drinks', amounts: [250, 450, 900] },
            { item: 'Favours and games', amounts: [30, 60, 120] },
            { item: 'Delivery', amounts: [0, 14.95, 29.95] },
          ],
        },
        {
          kind: 'tip',
          title: 'Where the money goes',
          text: 'Food and drinks are usually half of any party budget. Savings on supplies add up, but trimming one catering item often saves more than every other tip combined.',
        },
      ],
    },
    {
      id: 'bulk',
      heading: 'Buy in bulk and ask for a quote',
      blocks: [
        {
          kind: 'list',
          items: [
            'Bulk packs of plates, cups and balloons cost far less per unit than small retail packs, and neutral colours keep for the next party.',
            [
              'Planning for 50 or more? Press Get Quote on any product in the ',
              { text: 'catalogue', to: '/products' },
              ' and our sales team replies within 24 hours with bulk pricing.',
            ],
            [
              'Schools, clubs and businesses can open a free ',
              { text: 'partner account', to: '/login' },
              ' for wholesale prices. The code PARTY20 takes 20% off a first partner order.',
            ],
            'Split a bulk order with friends or other parents who have parties coming up.',
          ],
        },
        {
          kind: 'shop',
          title: 'Best value in bulk',
          links: [
            { label: 'Tableware', category: 'tableware' },
            { label: 'Balloons', category: 'balloons' },
            { label: 'Party Essentials', category: 'party-essentials' },
          ],
        },
      ],
    },
    {
      id: 'delivery',
      heading: 'Order early and skip express fees',
      blocks: [
        {
          kind: 'table',
          caption: 'Delivery options and costs',
          head: ['Option', 'Cost', 'Time'],
          rows: [
            ['Click & Collect (Sydney and Melbourne)', 'Free', 'Ready in 2 hours'],
            ['Standard Delivery', '$14.95', '3-5 business days'],
            ['Express Delivery', '$29.95', '1-2 business days'],
            ['Same-Day Metro', '$39.95', 'Same day, order before 2 PM'],
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Ordering three to four weeks ahead means Standard Delivery is always enough, saving up to $25 on a late order. Full details are on the ',
            { text: 'delivery information', to: '/delivery' },
            ' page.',
          ],
        },
      ],
    },
    {
      id: 'reuse',
      heading: 'Reuse, borrow and DIY',
      blocks: [
        {
          kind: 'list',
          items: [
            'Buy decorations in neutral or metallic colours (gold, white, silver) that suit any theme and reuse them.',
            'Foil number balloons can be deflated with a straw and refilled for the next birthday.',
            'Choose a backdrop stand and tablecloths you can wash and use again rather than single-use versions.',
            [
              'Build your own balloon garland instead of hiring a stylist: the ',
              { text: 'balloon decorations guide', to: '/guides/balloon-decorations' },
              ' shows how.',
            ],
            'Make party bags simpler: one good favour beats five small plastic ones, and costs less.',
          ],
        },
      ],
    },
    {
      id: 'quantities',
      heading: 'Buy the right amount',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Over-buying is the quiet budget killer. Count guests, add 10–15% for tableware and stop there; the quantity table in the ',
            { text: 'birthday party planning guide', to: '/guides/birthday-party-planning' },
            ' does the maths for you.',
          ],
        },
        {
          kind: 'checklist',
          title: 'Before you check out',
          items: [
            'Guest count confirmed',
            'Quantities checked against the guest count',
            'Reusable items already at home ticked off',
            'Promo code entered',
            'Delivery date before the party',
            'Bulk quote requested for large quantities',
          ],
        },
      ],
    },
  ],
};
