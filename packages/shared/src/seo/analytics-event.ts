import { z } from 'zod';

/**
 * One event posted to /api/analytics, plus scroll_depth for the scroll
 * milestones. Metadata is per type; unknown keys are dropped and every field is bounded, so a
 * stored row stays small whatever a client sends.
 */
export const analyticsEventTypes = [
  'page_view',
  'search',
  'click',
  'conversion',
  'time_on_page',
  'scroll_depth',
] as const;
export type AnalyticsEventType = (typeof analyticsEventTypes)[number];

const text = (max: number) => z.string().max(max);
const envelope = {
  path: z.string().min(1).max(2048).startsWith('/'),
  /** When it happened in the browser; the server keeps its own arrival time too. */
  timestamp: z.iso.datetime({ offset: true }).optional(),
  sessionId: z.string().max(100).optional(),
};

export const analyticsEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('page_view'),
    ...envelope,
    metadata: z.object({
      title: text(300).optional(),
      referrer: text(2048).optional(),
      url: text(2048).optional(),
      userAgent: text(500).optional(),
    }),
  }),
  z.strictObject({
    type: z.literal('search'),
    ...envelope,
    metadata: z.object({
      query: text(200),
      resultCount: z.number().int().min(0).max(10_000_000).optional(),
      filters: z.record(text(50), text(200)).optional(),
    }),
  }),
  z.strictObject({
    type: z.literal('click'),
    ...envelope,
    metadata: z.object({
      element: text(200),
      target: text(2048).optional(),
      position: z.object({ x: z.number(), y: z.number() }).optional(),
    }),
  }),
  z.strictObject({
    type: z.literal('conversion'),
    ...envelope,
    metadata: z.object({
      type: text(100),
      value: z.number().min(0).max(100_000_000).optional(),
      currency: z.string().length(3).default('AUD'),
    }),
  }),
  z.strictObject({
    type: z.literal('time_on_page'),
    ...envelope,
    metadata: z.object({
      durationMs: z
        .number()
        .int()
        .min(0)
        .max(7 * 24 * 3600 * 1000),
      durationMinutes: z
        .number()
        .min(0)
        .max(7 * 24 * 60),
    }),
  }),
  z.strictObject({
    type: z.literal('scroll_depth'),
    ...envelope,
    metadata: z.object({ percent: z.union([z.literal(25), z.literal(50), z.literal(75), z.literal(90)]) }),
  }),
]);
export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;

/** Larger bodies are refused before parsing (a beacon carries one small event). */
export const analyticsBodyLimitBytes = 8 * 1024;
