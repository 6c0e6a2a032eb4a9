import type { ProductTheme } from '@party/shared';

/**
 * Party Ideas (help centre, docs/product/partner-portal.md): each card's 'Shop These Items' opens the shop on
 * its theme.
 */
export interface PartyIdea {
  id: string;
  theme: ProductTheme;
  title: string;
  description: string;
  items: string[];
  tip: string;
}

export const themeLabels: Record<ProductTheme, string> = {
  birthday: 'Birthday',
  wedding: 'Wedding',
  holiday: 'Holiday',
  general: 'General',
};

export const partyIdeas: PartyIdea[] = [
  {
    id: 'milestone-birthday',
    theme: 'birthday',
    title: 'Milestone Birthday Balloon Wall',
    description:
      'A 21st, 30th or 50th that photographs well: an organic garland over a backdrop, giant foil numbers and a shimmer wall behind the cake table.',
    items: [
      'Organic balloon garland kit',
      'Foil number balloons 86cm',
      'Sequin shimmer wall panels',
      'Backdrop stand kit',
    ],
    tip: 'Build the garland the day before and hang it last; treated latex holds its shape for about 24 hours in air-conditioning.',
  },
  {
    id: 'kids-birthday',
    theme: 'birthday',
    title: "Kids' Party in a Box",
    description:
      'Everything for a backyard or community-hall party for 20 children: games, lolly bags, hats and a piñata to finish.',
    items: ['Party hats', 'Pass-the-parcel game kit', 'Piñata', 'Party bags with handles', 'Party blowers'],
    tip: 'Pack one labelled tub per activity so helpers can run each game without asking where things are.',
  },
  {
    id: 'rustic-wedding',
    theme: 'wedding',
    title: 'Rustic Garden Wedding',
    description:
      'Soft eucalyptus, hessian and warm fairy lights for a winery or country-hall reception, with a bubble send-off for the couple.',
    items: [
      'Artificial eucalyptus garland',
      'Just Married hessian banner',
      'Warm white LED fairy lights',
      'Wedding bubbles',
    ],
    tip: 'Allow one 10m string of fairy lights per two trestle tables, and test every string at the venue before guests arrive.',
  },
  {
    id: 'elegant-reception',
    theme: 'wedding',
    title: 'Gold and White Reception',
    description:
      'Geometric centrepieces, a tiered cake stand and gold accents that suit a city function room or marquee.',
    items: [
      'Geometric terrarium centrepieces',
      'Acrylic cake stand 3-tier',
      'Mr & Mrs cake topper',
      'Gold star foil balloons',
    ],
    tip: 'Order centrepieces for the bridal table plus every guest table, and two spares for the gift and guest-book tables.',
  },
  {
    id: 'aussie-christmas',
    theme: 'holiday',
    title: 'Aussie Christmas Long Lunch',
    description:
      'Bon bons at every setting, glitter banners and lanterns for an outdoor Christmas lunch or the end-of-year work party.',
    items: ['Christmas bon bons', 'Merry Christmas glitter banner', 'Paper lanterns', 'Fairy lights'],
    tip: 'Order by early November: December is our busiest month and popular festive lines sell out.',
  },
  {
    id: 'new-years-eve',
    theme: 'holiday',
    title: "New Year's Eve Countdown",
    description:
      'Confetti cannons at midnight, glow sticks for the dance floor and chrome balloons that catch the lights.',
    items: ['Confetti cannons', 'Glow sticks', 'Chrome balloons', 'Foil fringe curtain'],
    tip: 'Choose biodegradable confetti for outdoor venues; many councils and venues require it.',
  },
  {
    id: 'corporate-event',
    theme: 'general',
    title: 'Corporate Launch or Awards Night',
    description:
      'A branded-colour balloon arch at the entrance, a photo booth corner and name tags for a smooth check-in.',
    items: ['Balloon arch frame kit', 'Chrome balloons', 'Photo booth props', 'Name tag stickers'],
    tip: 'Match balloon colours to the brand guide and ask us for bulk pricing on orders over 500 balloons.',
  },
  {
    id: 'tropical-luau',
    theme: 'general',
    title: 'Tropical Luau',
    description:
      'Leis at the door, bright tissue pom poms and bunting for a summer pool party, school fete or club social.',
    items: ['Hawaiian flower leis', 'Tissue paper pom poms', 'Paper bunting', 'Honeycomb paper balls'],
    tip: 'Outdoors, tie decorations down with fishing line: coastal breezes move paper decorations more than you expect.',
  },
];

/** Planning Guides: the timeline of docs/product/partner-portal.md (8, 6, 4, 2 and 1 weeks out). */
export const planningTimeline: { weeks: number; title: string; tasks: string[] }[] = [
  {
    weeks: 8,
    title: 'Set the basics',
    tasks: ['Fix the date, venue and guest count', 'Choose a theme and colour palette', 'Set the budget'],
  },
  {
    weeks: 6,
    title: 'Plan the look',
    tasks: [
      'List decorations, tableware and balloons by area',
      'Request a quote for large or custom orders',
      'Book entertainment and hire items',
    ],
  },
  {
    weeks: 4,
    title: 'Order supplies',
    tasks: [
      'Place your order so there is time for any back-orders',
      'Confirm delivery address and access times',
      'Send invitations or confirm RSVPs',
    ],
  },
  {
    weeks: 2,
    title: 'Check and confirm',
    tasks: [
      'Check delivered stock against your list',
      'Confirm numbers with caterers and the venue',
      'Plan the setup order and who does what',
    ],
  },
  {
    weeks: 1,
    title: 'Final touches',
    tasks: [
      'Order helium and last-minute extras',
      'Pack a setup kit: tape, scissors, fishing line, pump',
      'Share the run sheet with helpers',
    ],
  },
];

/** Sample budget ranges of docs/product/partner-portal.md */
export const budgetRanges: { range: string; title: string; description: string }[] = [
  {
    range: '$200-400',
    title: 'Intimate gathering',
    description: 'Up to 30 guests: balloons, a banner, tableware and party favours.',
  },
  {
    range: '$400-800',
    title: 'Medium celebration',
    description: '30 to 80 guests: a balloon garland or arch, table centrepieces and a photo corner.',
  },
  {
    range: '$800+',
    title: 'Large event',
    description: '80 guests or more: backdrops, lighting, a dessert table and themed styling throughout.',
  },
];

export const setupTips: string[] = [
  'Inflate latex balloons no more than 24 hours ahead; treat them with Hi-Float for longer life.',
  'Set up from the top down: hang ceiling and wall decorations before laying tables.',
  'Keep balloons away from direct sun and air-conditioning vents to stop popping and drooping.',
  'Lay one table completely first as a sample, then copy it across the room.',
  'Leave 30 minutes before guests arrive for photos of the finished room and a last tidy.',
];

/** Order processing and same-day cut-off of docs/product/partner-portal.md */
export const orderHours = {
  processing: { days: 'Mon-Fri', time: '9 AM - 5 PM' },
  sameDayCutoff: '2 PM',
} as const;

/** Support hours of docs/product/partner-portal.md: Mon-Fri 8-8, Sat 9-6, Sun 10-4. */
export const supportHours: { days: string; time: string }[] = [
  { days: 'Mon-Fri', time: '8 AM - 8 PM' },
  { days: 'Sat', time: '9 AM - 6 PM' },
  { days: 'Sun', time: '10 AM - 4 PM' },
];
