import { z } from 'zod';
import { businessDay } from '../calendar/business-day.ts';

/** docs/product/storefront-and-sign-in.md: the quote form's texts, kept character for character. */
export const QUOTE_NAME_MESSAGE = 'Name must be at least 2 characters';
export const QUOTE_EMAIL_MESSAGE = 'Please enter a valid email address';
export const QUOTE_NO_PRODUCT_MESSAGE = 'No product selected for quote';
export const QUOTE_FAILURE_MESSAGE = 'Failed to submit quote request. Please try again.';
export const QUOTE_MIN_QUANTITY = 1;
/** A storefront request is a wholesale enquiry, not an order book: larger runs go through sales. */
export const QUOTE_MAX_QUANTITY = 100_000;
export const QUOTE_MAX_ITEMS = 50;
export const QUOTE_MAX_QUANTITY_MESSAGE = `Quantity must be at most ${QUOTE_MAX_QUANTITY.toLocaleString('en-AU')}`;
export const QUOTE_PAST_DATE_MESSAGE = 'Event date cannot be in the past';

export function quoteSuccessMessage(quoteNumber: string): string {
  return `Quote request submitted successfully! Your quote number is: ${quoteNumber}. Our sales team will contact you within 24 hours.`;
}

/**
 * docs/product/storefront-and-sign-in.md: whole number, minimum 1; invalid or empty input becomes 1. Above the maximum
 * stays as typed (quoteQuantityError names the limit), so a typo is never silently changed.
 */
export function normaliseQuoteQuantity(raw: string | number): number {
  const value = typeof raw === 'number' ? raw : Number(raw.trim() === '' ? Number.NaN : raw);
  if (!Number.isFinite(value) || value < QUOTE_MIN_QUANTITY) return QUOTE_MIN_QUANTITY;
  return Math.floor(value);
}

/** The browser's copy of the line's maximum: the message to show, if the quantity is over it. */
export function quoteQuantityError(quantity: number): string | undefined {
  return quantity > QUOTE_MAX_QUANTITY ? QUOTE_MAX_QUANTITY_MESSAGE : undefined;
}

// Date.parse rolls 31 February over into March; a real calendar date survives the round trip.
function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

// Optional fields arrive from the form as '' when left blank; '' counts as not given.
const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();

/** The customer's part of the form: what the browser validates on submit and the server again. */
export const quoteCustomerSchema = z.strictObject({
  customerName: z.string().trim().min(2, QUOTE_NAME_MESSAGE).max(100, 'Name must be at most 100 characters'),
  customerEmail: z.string().trim().max(254, QUOTE_EMAIL_MESSAGE).pipe(z.email(QUOTE_EMAIL_MESSAGE)),
  companyName: optionalText(200, 'Company name'),
  phone: optionalText(40, 'Phone'),
  eventDate: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Please enter a valid date')
    .refine((v) => v === '' || isCalendarDate(v), 'Please enter a valid date')
    // Read at each check: the browser's date picker and the server agree on the day.
    .refine((v) => v === '' || !isCalendarDate(v) || v >= businessDay(), QUOTE_PAST_DATE_MESSAGE)
    .optional(),
  deliveryAddress: optionalText(500, 'Delivery address'),
  specialRequirements: optionalText(2000, 'Special requirements'),
});
export type QuoteCustomer = z.infer<typeof quoteCustomerSchema>;
export type QuoteCustomerInput = z.input<typeof quoteCustomerSchema>;

/** One line as the browser sends it; the server reads name and price from the catalogue instead. */
export const quoteRequestItemSchema = z.strictObject({
  productId: z.uuid('Choose a product from the catalogue'),
  productName: z.string().max(300).optional(),
  quantity: z
    .number({ message: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(QUOTE_MIN_QUANTITY, `Quantity must be at least ${QUOTE_MIN_QUANTITY}`)
    .max(QUOTE_MAX_QUANTITY, QUOTE_MAX_QUANTITY_MESSAGE),
  price: z.number().nonnegative().optional(),
});

/** POST /api/store/quotes: the storefront's quote request as sent. */
export const quoteRequestSchema = quoteCustomerSchema.extend({
  items: z
    .array(quoteRequestItemSchema)
    .min(1, QUOTE_NO_PRODUCT_MESSAGE)
    .max(QUOTE_MAX_ITEMS, `A quote request can hold at most ${QUOTE_MAX_ITEMS} products`),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;

/** The quote request's response: the number shown to the customer (docs/product/storefront-and-sign-in.md). */
export const quoteRequestResponseSchema = z.object({ quoteNumber: z.string(), quoteId: z.uuid() });
export type QuoteRequestResponse = z.infer<typeof quoteRequestResponseSchema>;
