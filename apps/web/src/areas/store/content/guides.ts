import type { Guide } from './article';
import { balloonDecorationsGuide } from './guide-balloon-decorations';
import { birthdayPartyPlanningGuide } from './guide-birthday-party-planning';
import { partyBudgetTipsGuide } from './guide-party-budget-tips';

/** The three guides of docs/product/storefront-and-sign-in.md, in the order the index lists them. */
export const guides: Guide[] = [birthdayPartyPlanningGuide, balloonDecorationsGuide, partyBudgetTipsGuide];

export type GuideSlug = 'birthday-party-planning' | 'balloon-decorations' | 'party-budget-tips';

export const guidesIndex = {
  path: '/guides',
  title: 'Party Planning Guides',
  lead: 'Practical, tested advice from the Party Central team for planning, decorating and budgeting, with quantities and costs for Australian parties.',
} as const;
