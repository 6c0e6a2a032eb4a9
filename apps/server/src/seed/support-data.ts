import type { Person } from './context.ts';
import type { People } from './seed-people.ts';
import type { TicketSpec } from './seed-support.ts';

/** Everyday support work: damaged goods, invoices, address changes, website trouble. */
export function supportTickets(people: People): TicketSpec[] {
  const [demo, olivia, marcus, priya, jack, emily, sam] = people.partners as Person[];
  const { sales, salesTeam } = people;
  const ravi = salesTeam[1] ?? sales;
  if (!demo || !olivia || !marcus || !priya || !jack || !emily || !sam)
    throw new Error('demo partners missing');
  return [
    {
      key: 'damaged',
      submitter: demo,
      assignee: sales,
      category: 'orders',
      priority: 'high',
      status: 'in_progress',
      ageDays: 2,
      title: 'Damaged balloons in my last order',
      description:
        'Two packs of the rose gold chrome balloons arrived with splits in most balloons. We need replacements before Saturday’s event.',
      replies: [
        {
          fromStaff: true,
          text: 'Sorry about that, Bella. Could you send a photo of the damaged packs? I’ve reserved two replacement packs for you.',
        },
        { fromStaff: false, text: 'Photos attached to the email I just sent. Thanks for the quick reply!' },
        {
          fromStaff: true,
          text: 'Got them, thanks. Replacements go out today by Express Delivery at no charge.',
        },
      ],
    },
    {
      key: 'invoice',
      submitter: demo,
      assignee: null,
      category: 'payment',
      priority: 'medium',
      status: 'open',
      ageDays: 0.4,
      title: 'Copy of tax invoice for March orders',
      description: 'Our bookkeeper needs tax invoices for all March orders in one PDF if possible.',
    },
    {
      key: 'address',
      submitter: demo,
      assignee: ravi,
      category: 'orders',
      priority: 'low',
      status: 'closed',
      ageDays: 40,
      title: 'Change delivery address on pending order',
      description: 'Please send our pending order to our Lidcombe warehouse instead of George Street.',
      replies: [{ fromStaff: true, text: 'Done: the order now goes to Unit 7, 31 Carter Street, Lidcombe.' }],
      resolutionNotes: 'Shipping address updated before dispatch.',
    },
    {
      key: 'website',
      submitter: olivia,
      assignee: ravi,
      category: 'technical',
      priority: 'medium',
      status: 'pending',
      ageDays: 5,
      title: 'Price filter resets on the shop page',
      description: 'When I set the price slider and then pick a category, the slider jumps back to $0–$50.',
      replies: [
        {
          fromStaff: true,
          text: 'Thanks Olivia, I’ve passed this to our web team and will update you once it’s fixed.',
        },
      ],
    },
    {
      key: 'returns',
      submitter: marcus,
      assignee: sales,
      category: 'returns',
      priority: 'medium',
      status: 'resolved',
      ageDays: 18,
      title: 'Return unopened table covers',
      description: 'We over-ordered royal blue table covers. Can we return 20 unopened ones for credit?',
      replies: [
        {
          fromStaff: true,
          text: 'Yes, unopened stock within 30 days is fine. I’ve emailed a prepaid return label.',
        },
        { fromStaff: false, text: 'Sent back today, tracking PC448120993AU.' },
      ],
      resolutionNotes: 'Return received; credit of $79.00 applied to account.',
    },
    {
      key: 'product',
      submitter: priya,
      assignee: null,
      category: 'products',
      priority: 'low',
      status: 'open',
      ageDays: 1,
      title: 'Are the sparkler candles safe for indoor venues?',
      description:
        'A venue asked whether the 18cm sparkler candles are approved for indoor use. Do you have a safety data sheet?',
    },
    {
      key: 'freight',
      submitter: jack,
      assignee: sales,
      category: 'orders',
      priority: 'high',
      status: 'open',
      ageDays: 0.8,
      title: 'Helium tank not delivered to Perth',
      description: 'Our order with the helium tank shows shipped but the rest arrived without it.',
      replies: [
        {
          fromStaff: true,
          text: 'Helium is dangerous goods and travels by road, so it follows about four days behind. Tracking to come shortly.',
        },
      ],
    },
    {
      key: 'account',
      submitter: emily,
      assignee: ravi,
      category: 'other',
      priority: 'low',
      status: 'closed',
      ageDays: 60,
      title: 'Add a second user for our business',
      description: 'Can our events coordinator get her own login for the same business account?',
      replies: [
        {
          fromStaff: true,
          text: 'Each person signs up with their own email; we then link them to your business. Sent her an invite.',
        },
      ],
      resolutionNotes: 'Second user invited.',
    },
    {
      key: 'bulk',
      submitter: sam,
      assignee: sales,
      category: 'products',
      priority: 'medium',
      status: 'in_progress',
      ageDays: 3,
      title: 'Bulk pricing for 500 party bags',
      description: 'We run 10 parties a week. Is there a better price on 500+ rainbow party bags per month?',
    },
  ];
}

export function supportChats(people: People) {
  return [
    {
      title: 'School fete order',
      partner: people.partner,
      staff: people.sales,
      lines: [
        {
          fromStaff: false,
          text: 'Hi Chloe, we have a school fete for 600 kids in three weeks. Can you hold 40 packs of rainbow balloons?',
          ageDays: 1.2,
          read: true,
        },
        {
          fromStaff: true,
          text: 'Hi Bella! Yes, I can hold them for 7 days. Want me to send a quote with a bulk discount?',
          ageDays: 1.1,
          read: true,
        },
        {
          fromStaff: false,
          text: 'Yes please, and add 30 packs of the party hats too.',
          ageDays: 1.05,
          read: true,
        },
        {
          fromStaff: true,
          text: 'Quote is on its way. I’ve applied 10% off for the volume.',
          ageDays: 0.1,
          read: false,
        },
      ],
    },
    {
      title: 'Christmas stock question',
      partner: people.partners[1] ?? people.partner,
      staff: people.salesTeam[1] ?? people.sales,
      lines: [
        { fromStaff: false, text: 'When does the Christmas range land this year?', ageDays: 9, read: true },
        {
          fromStaff: true,
          text: 'Bon bons and banners are in stock now; the rest arrives by 1 November.',
          ageDays: 8.9,
          read: true,
        },
      ],
    },
  ];
}
