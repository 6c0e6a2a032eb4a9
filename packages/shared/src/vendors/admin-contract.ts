import { z } from 'zod';
import { pageOf, pageQuery } from '../paging/paging.ts';
import { addVendorProductSchema, vendorProductSchema } from './contract.ts';

/** /admin/vendors/products (docs/product/admin-area.md: the admin's vendor product list on real offers). */
export const adminVendorProductMessages = {
  added: 'Vendor product added',
  updated: 'Vendor product updated',
  removed: 'Vendor product removed',
  removeConfirm: (product: string, vendor: string) =>
    `Remove ${product} from ${vendor}'s catalog? Purchase orders already raised keep their lines; no new ones can be raised against this offer.`,
  vendorRequired: 'Choose a vendor',
} as const;

export const adminVendorProductQuerySchema = z.object({
  /** Product name, vendor SKU or company (contains). */
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  vendorId: z.uuid('Vendor id must be a UUID').optional(),
  availability: z.enum(['all', 'available', 'unavailable'], { error: 'Unknown availability' }).default('all'),
  ...pageQuery(),
});
export type AdminVendorProductQuery = z.input<typeof adminVendorProductQuerySchema>;
export type AdminVendorProductParams = z.output<typeof adminVendorProductQuerySchema>;

export const adminVendorProductSchema = vendorProductSchema.extend({
  vendor: z.object({ id: z.string().uuid(), companyName: z.string() }),
});
export type AdminVendorProduct = z.infer<typeof adminVendorProductSchema>;

export const vendorChoiceSchema = z.object({
  id: z.string().uuid(),
  companyName: z.string(),
  isActive: z.boolean(),
});
export type VendorChoice = z.infer<typeof vendorChoiceSchema>;

export const adminVendorProductListSchema = pageOf(adminVendorProductSchema).extend({
  /** Every company, by name: the vendor filter and the Add dialog's vendor choice. */
  vendors: z.array(vendorChoiceSchema),
});
export type AdminVendorProductList = z.infer<typeof adminVendorProductListSchema>;

/** POST /api/admin/vendor-products: the vendor's Add dialog's fields, and which vendor. */
export const adminAddVendorProductSchema = addVendorProductSchema.extend({
  vendorId: z
    .string({ error: adminVendorProductMessages.vendorRequired })
    .uuid(adminVendorProductMessages.vendorRequired),
});
export type AdminAddVendorProductInput = z.input<typeof adminAddVendorProductSchema>;

/** GET /api/admin/vendor-products/catalogue: the picker, marking what that vendor already offers. */
export const adminVendorCatalogueQuerySchema = z.object({
  vendorId: z.uuid('Vendor id must be a UUID'),
  search: z.string().trim().max(100, 'Search must be at most 100 characters').default(''),
});
