import { z } from 'zod';

/** docs/product/associate-portal.md: storefront quote requests and sign-ups, worked through these stages by sales. */
export const leadSources = ['quote', 'signup'] as const;
export type LeadSource = (typeof leadSources)[number];
export const leadStages = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStage = (typeof leadStages)[number];
/** Stages still being worked (the list opens on these). */
export const openLeadStages = ['new', 'contacted', 'qualified'] as const;

export const leadSourceLabels: Record<LeadSource, string> = { quote: 'Quote request', signup: 'Sign-up' };

export const leadMessages = {
  loadFailed: 'Failed to load leads',
  updateFailed: 'Failed to update lead',
  updated: 'Lead updated',
  convertFailed: 'Failed to convert lead',
  converted: 'Lead converted to a partner account',
  convertedExisting: 'Lead marked won: the partner account already existed',
  alreadyConverted: 'This lead has already been converted.',
  closed: 'This lead is closed. Reopen it by moving it to another stage first.',
} as const;

export const LEAD_NOTES_MAX_LENGTH = 5000;
/** The newest leads one list answer holds; search reaches older ones. */
export const LEAD_LIST_LIMIT = 200;

export const leadSchema = z.object({
  id: z.string().uuid(),
  source: z.enum(leadSources),
  stage: z.enum(leadStages),
  name: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  quoteId: z.string().nullable(),
  quoteNumber: z.string().nullable(),
  /** The quote request's event date, delivery address and special requirements, when it came from one. */
  eventDate: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  specialRequirements: z.string().nullable(),
  /** The partner account, once converted (or the sign-up's own account). */
  userId: z.string().nullable(),
  assignedTo: z.string().nullable(),
  ownerName: z.string().nullable(),
  estimatedValue: z.string().nullable(),
  notes: z.string().nullable(),
  convertedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/** GET /api/associate/leads: 'open' (default) is every stage not won or lost. */
export const leadListQuerySchema = z.object({
  stage: z
    .enum(['open', 'all', ...leadStages], {
      error: `Stage must be one of: open, all, ${leadStages.join(', ')}`,
    })
    .optional(),
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const leadListSchema = z.object({
  items: z.array(leadSchema),
  /** Leads per stage, whatever the filter (the filter's counts). */
  counts: z.object(
    Object.fromEntries(leadStages.map((s) => [s, z.number().int()])) as {
      [K in (typeof leadStages)[number]]: z.ZodNumber;
    },
  ),
  /**
   * The stages whose count stopped at LIST_COUNT_CAP (packages/shared paging): their count is that
   * lower bound, shown as 'Over 10,000'.
   */
  cappedStages: z.array(z.enum(leadStages)).optional(),
});
export type LeadList = z.infer<typeof leadListSchema>;

/** PATCH /api/associate/leads/:id: any of stage, owner (an associate's user id, or null) and notes. */
export const updateLeadSchema = z
  .strictObject({
    stage: z.enum(leadStages, { error: `Stage must be one of: ${leadStages.join(', ')}` }).optional(),
    assignedTo: z.uuid('Owner must be a user id').nullable().optional(),
    notes: z
      .string()
      .trim()
      .max(LEAD_NOTES_MAX_LENGTH, `Notes must be at most ${LEAD_NOTES_MAX_LENGTH} characters`)
      .nullable()
      .optional(),
  })
  .refine((v) => v.stage !== undefined || v.assignedTo !== undefined || v.notes !== undefined, {
    error: 'Change the stage, the owner or the notes',
  });
export type UpdateLeadInput = z.infer<typeof updateLeadSchema>;

export const leadOwnerListSchema = z.object({
  items: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
});
export type LeadOwnerList = z.infer<typeof leadOwnerListSchema>;

export const convertLeadResponseSchema = z.object({
  lead: leadSchema,
  /** false when the email already belonged to a partner (no invitation is sent then). */
  accountCreated: z.boolean(),
});
export type ConvertLeadResponse = z.infer<typeof convertLeadResponseSchema>;
