import { settingDefaults } from '@party/shared';
import { faqs, notificationSends, recentActivity, systemSettings } from '../db/schema/index.ts';
import type { SeedContext } from './context.ts';
import { faqEntries } from './faq-data.ts';
import { daysAgo } from './random.ts';
import type { People } from './seed-people.ts';

const firstNames = [
  'Sarah',
  'James',
  'Mia',
  'Liam',
  'Ava',
  'Noah',
  'Isla',
  'Oliver',
  'Chloe',
  'Lucas',
  'Grace',
  'Jack',
  'Zoe',
  'Ethan',
  'Ruby',
  'Harper',
  'Leo',
  'Matilda',
];
const initials = 'ABCDGHJKLMNPRSTW';
const cities = ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide'];
const kinds = [
  'quote_request',
  'order_placed',
  'order_placed',
  'partnership_signup',
  'bulk_order',
  'quote_request',
];

/** FAQs, default settings, the social-proof feed and the admin's notification history. */
export async function seedContent(ctx: SeedContext, people: People) {
  const { tx, rng, now } = ctx;
  await tx.insert(faqs).values(
    faqEntries.map(([category, question, answer, isPublic], i) => {
      // Written in reading order: lists show each category newest first, so the first entry is the newest.
      const createdAt = daysAgo(ctx.now, 60 + i * 4);
      return {
        category,
        question,
        answer,
        isPublic,
        createdBy: isPublic ? people.products.id : people.admin.id,
        createdAt,
        updatedAt: i % 5 === 0 ? daysAgo(ctx.now, 20 - (i % 20)) : createdAt,
      };
    }),
  );

  await tx
    .insert(systemSettings)
    .values(Object.entries(settingDefaults).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();

  // Anonymised: a first name and an initial, and the city only.
  await tx.insert(recentActivity).values(
    Array.from({ length: 24 }, (_, i) => ({
      customerNameAnonymized: `${rng.pick(firstNames)} ${initials[rng.int(0, initials.length - 1)]}.`,
      location: rng.pick(cities),
      activityType: rng.pick(kinds),
      createdAt: new Date(now.getTime() - (i * 47 + rng.int(1, 40)) * 60_000 * 3),
    })),
  );

  await tx.insert(notificationSends).values([
    {
      sentBy: people.admin.id,
      targetType: 'role',
      targetRole: 'partner',
      title: 'Christmas trading hours',
      message:
        'Our warehouses close 24 December and reopen 5 January. Order by 18 December for delivery before Christmas.',
      type: 'info',
      recipientCount: people.partners.length,
      alsoEmailed: true,
      createdAt: daysAgo(now, 14),
    },
    {
      sentBy: people.admin.id,
      targetType: 'role',
      targetRole: 'vendor',
      title: 'New document requirement',
      message: 'Please upload your current public liability insurance certificate by the end of the month.',
      type: 'warning',
      recipientCount: people.vendorUsers.length + 1,
      createdAt: daysAgo(now, 9),
    },
    {
      sentBy: people.admin.id,
      targetType: 'user',
      targetUserId: people.partner.id,
      title: 'Welcome to Party Central',
      message: 'Your partner account is ready. Use PARTY20 for 20% off your first order.',
      type: 'success',
      recipientCount: 1,
      createdAt: daysAgo(now, 380),
    },
  ]);
}
