import { z } from 'zod';
import { ABN_INVALID_MESSAGE, isValidAbn, normalizeAbn } from '../account/abn.ts';
import { optionalText } from '../account/optional-text.ts';
import { idParams } from '../paging/paging.ts';

/** docs/product/vendor-portal.md: the vendor portal's catalog, profile and password texts, word for word. */
export const vendorMessages = {
  productAdded: 'Product added to your catalog successfully',
  productUpdated: 'Product updated successfully',
  productRemoved: 'Product removed from catalog',
  addFailed: (reason: string) => `Failed to add product: ${reason}`,
  updateFailed: (reason: string) => `Failed to update product: ${reason}`,
  removeFailed: (reason: string) => `Failed to remove product: ${reason}`,
  requiredFields: 'Please fill in all required fields',
  removeConfirm: 'Are you sure you want to remove this product from your catalog?',
  /** Ours: one offer per vendor and product (the database's unique key). */
  alreadyInCatalog: 'This product is already in your catalog. Edit its offer instead.',
  profileNotFound: 'Vendor profile not found',
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: (reason: string) => `Failed to update profile: ${reason}`,
  passwordFieldsRequired: 'All password fields are required',
  passwordsDiffer: 'New passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooWeak: 'Password must contain at least one lowercase letter, one uppercase letter, one number',
  passwordUpdated: 'Password updated successfully',
  unexpectedError: 'An unexpected error occurred',
} as const;

/** docs/product/vendor-portal.md: the capabilities a vendor may tick on its profile. */
export const vendorCapabilities = [
  'Party Decorations',
  'Catering Supplies',
  'Entertainment Equipment',
  'Venue Decorations',
  'Custom Manufacturing',
  'Bulk Orders',
  'Express Delivery',
  'Installation Services',
] as const;
export type VendorCapability = (typeof vendorCapabilities)[number];

/** docs/product/vendor-portal.md: a new offer's defaults. */
export const VENDOR_PRODUCT_DEFAULTS = {
  minimumOrderQuantity: 1,
  leadTimeDays: 7,
  isAvailable: true,
} as const;
export const VENDOR_PASSWORD_MIN_LENGTH = 8;

// A form sends numbers as text ('' when blank); the API may send numbers.
const numberFromText = (v: unknown) => {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string') return v.trim() === '' ? undefined : Number(v.trim());
  return v;
};
const isCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** Required ('Please fill in all required fields'), steps of 0.01; numeric(12,2) bounds it. */
const vendorPrice = z.preprocess(
  numberFromText,
  z
    .number({ error: vendorMessages.requiredFields })
    .min(0, 'Vendor price cannot be negative')
    .max(9_999_999_999.99, 'Vendor price must be at most 9,999,999,999.99')
    .refine(isCents, 'Vendor price must be in dollars and cents (steps of 0.01)'),
);
const wholeNumber = (label: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => numberFromText(v) ?? fallback,
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max.toLocaleString('en-AU')}`),
  );

const offerFields = {
  vendorPrice,
  vendorSku: optionalText('SKU', 64),
  minimumOrderQuantity: wholeNumber(
    'Minimum order quantity',
    1,
    1_000_000,
    VENDOR_PRODUCT_DEFAULTS.minimumOrderQuantity,
  ),
  leadTimeDays: wholeNumber('Lead time', 0, 365, VENDOR_PRODUCT_DEFAULTS.leadTimeDays),
  specifications: optionalText('Specifications', 2000),
  qualityNotes: optionalText('Quality notes', 2000),
};

/** POST /api/vendor/products: the Add dialog. New offers are available (docs/product/vendor-portal.md). */
export const addVendorProductSchema = z.strictObject({
  productId: z.string({ error: vendorMessages.requiredFields }).uuid(vendorMessages.requiredFields),
  ...offerFields,
});
export type AddVendorProductInput = z.input<typeof addVendorProductSchema>;
export type AddVendorProduct = z.output<typeof addVendorProductSchema>;

/** PUT /api/vendor/products/:id: the Edit dialog, which alone carries the availability toggle. */
export const updateVendorProductSchema = z.strictObject({
  ...offerFields,
  isAvailable: z.boolean({ error: 'Availability must be on or off' }),
});
export type UpdateVendorProductInput = z.input<typeof updateVendorProductSchema>;
export type UpdateVendorProduct = z.output<typeof updateVendorProductSchema>;

/** One of the vendor's offers, with the catalogue product it is for (docs/product/vendor-portal.md). */
export const vendorProductSchema = z.object({
  id: z.string().uuid(),
  productId: z.string().uuid(),
  vendorPrice: z.string(),
  vendorSku: z.string().nullable(),
  minimumOrderQuantity: z.number().int(),
  leadTimeDays: z.number().int(),
  specifications: z.string().nullable(),
  qualityNotes: z.string().nullable(),
  isAvailable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  product: z.object({
    id: z.string().uuid(),
    name: z.string(),
    description: z.string().nullable(),
    category: z.string(),
    price: z.string(),
  }),
});
export type VendorProduct = z.infer<typeof vendorProductSchema>;

/** GET /api/vendor/products: every offer, newest first, and the four figures of docs/product/vendor-portal.md. */
export const vendorProductListSchema = z.object({
  items: z.array(vendorProductSchema),
  stats: z.object({
    totalProducts: z.number().int(),
    available: z.number().int(),
    /** Mean of the vendor prices, 2 decimals ('0.00' with no offers). */
    averagePrice: z.string(),
    categories: z.number().int(),
  }),
});
export type VendorProductList = z.infer<typeof vendorProductListSchema>;

/** docs/product/vendor-portal.md: Avg. Price is the mean of the vendor prices, to 2 decimals. */
export function averageVendorPrice(prices: readonly string[]): string {
  if (prices.length === 0) return '0.00';
  const cents = prices.reduce((sum, price) => sum + Math.round(Number(price) * 100), 0);
  // Rounded in whole cents, half up: toFixed on the float would turn 0.015 into 0.01.
  return (Math.round(cents / prices.length) / 100).toFixed(2);
}

/** GET /api/vendor/catalogue: catalogue products the vendor may offer, searched by name. */
export const vendorCatalogueQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').default(''),
});
export const vendorCatalogueItemSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  category: z.string(),
  price: z.string(),
  /** Already in this vendor's catalog (the picker shows it, but it cannot be added twice). */
  offered: z.boolean(),
});
export const vendorCatalogueSchema = z.object({ items: z.array(vendorCatalogueItemSchema) });
export type VendorCatalogueItem = z.infer<typeof vendorCatalogueItemSchema>;
export const VENDOR_CATALOGUE_LIMIT = 50;

/** GET /api/vendor/profile: the company behind the account (docs/product/vendor-portal.md, Company profile). */
export const vendorProfileSchema = z.object({
  id: z.string().uuid(),
  companyName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  businessAddress: z.string().nullable(),
  abn: z.string().nullable(),
  paymentTermsDays: z.number().int(),
  capabilities: z.array(z.string()),
  /** Out of 5; 0 when not yet rated (docs/product/vendor-portal.md). Set by staff, read-only here. */
  qualityRating: z.number(),
});
export type VendorProfile = z.infer<typeof vendorProfileSchema>;

/** PUT /api/vendor/profile: the Profile tab. The quality rating is staff's, so not accepted here. */
export const updateVendorProfileSchema = z.strictObject({
  companyName: z
    .string({ error: 'Company name is required' })
    .trim()
    .min(1, 'Company name is required')
    .max(200, 'Company name must be at most 200 characters'),
  contactEmail: z
    .string({ error: 'Contact email is required' })
    .trim()
    .min(1, 'Contact email is required')
    .max(254, 'Contact email must be at most 254 characters')
    .email('Enter a valid email address'),
  contactPhone: z
    .string()
    .trim()
    .max(40, 'Phone must be at most 40 characters')
    .refine((value) => !value || /^[+()\d\s-]{6,}$/.test(value), {
      message: 'Enter a phone number of digits, spaces, +, ( ) or - (e.g. 02 9123 4567)',
    })
    .transform((value) => value || null)
    .nullable()
    .optional(),
  businessAddress: optionalText('Business address', 500),
  abn: z
    .string()
    .trim()
    .refine((value) => !value || isValidAbn(value), { message: ABN_INVALID_MESSAGE })
    .transform((value) => (value ? normalizeAbn(value) : null))
    .nullable()
    .optional(),
  paymentTermsDays: z.preprocess(
    (v) => numberFromText(v),
    z
      .number({ error: 'Payment terms are required' })
      .int('Payment terms must be a whole number of days')
      .min(1, 'Payment terms must be at least 1 day')
      .max(365, 'Payment terms must be at most 365 days'),
  ),
  capabilities: z
    .array(z.enum(vendorCapabilities, { error: 'Choose capabilities from the list' }))
    .max(vendorCapabilities.length)
    .transform((list) => [...new Set(list)])
    .default([]),
});
export type UpdateVendorProfileInput = z.input<typeof updateVendorProfileSchema>;
export type UpdateVendorProfile = z.output<typeof updateVendorProfileSchema>;

/**
 * GET /api/vendor/overview: the dashboard's four figures, each the vendor's own: POs waiting for an
 * answer, shipments on their way, invoices not yet paid, documents expiring within 30 days.
 */
export const vendorOverviewSchema = z.object({
  /** Pending or accepted: raised and not yet rejected or completed. */
  openPurchaseOrders: z.number().int().min(0),
  /** Of those, the pending ones that wait for the vendor's answer. */
  awaitingAnswer: z.number().int().min(0),
  shipmentsInTransit: z.number().int().min(0),
  /** Invoices pending or processing. */
  outstandingPayments: z.number().int().min(0),
  /** The sum still owed to the vendor, AUD. */
  outstandingAmount: z.string(),
  /** Not yet expired, expiring within 30 days of today (Sydney's calendar day). */
  documentsExpiring: z.number().int().min(0),
});
export type VendorOverview = z.infer<typeof vendorOverviewSchema>;
export const DOCUMENT_EXPIRY_WINDOW_DAYS = 30;

/**
 * docs/product/vendor-portal.md, Settings: the vendor password rules, in that page's order; the first broken one's message,
 * or null when the password may be used.
 */
export function vendorPasswordProblem(input: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): string | null {
  if (!input.currentPassword || !input.newPassword || !input.confirmPassword)
    return vendorMessages.passwordFieldsRequired;
  if (input.newPassword !== input.confirmPassword) return vendorMessages.passwordsDiffer;
  return vendorNewPasswordProblem(input.newPassword);
}

/** The rules on the new password alone: what the server checks again on a vendor's password change. */
export function vendorNewPasswordProblem(password: string): string | null {
  if (password.length < VENDOR_PASSWORD_MIN_LENGTH) return vendorMessages.passwordTooShort;
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password))
    return vendorMessages.passwordTooWeak;
  return null;
}

export const vendorProductParamsSchema = idParams('Catalog product');
export const removedSchema = z.object({ id: z.string().uuid() });
