import { z } from 'zod';

/** The eight Australian states and territories, as an address form offers them. */
export const australianStates = [
  { code: 'ACT', name: 'Australian Capital Territory' },
  { code: 'NSW', name: 'New South Wales' },
  { code: 'NT', name: 'Northern Territory' },
  { code: 'QLD', name: 'Queensland' },
  { code: 'SA', name: 'South Australia' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'VIC', name: 'Victoria' },
  { code: 'WA', name: 'Western Australia' },
] as const;
export const australianStateCodes = australianStates.map((s) => s.code) as [
  (typeof australianStates)[number]['code'],
  ...(typeof australianStates)[number]['code'][],
];
export type AustralianState = (typeof australianStates)[number]['code'];

/**
 * A one-line Australian address as people type it ('12 Smith Street, Fitzroy VIC 3065') split into
 * an address form's fields; what cannot be read stays whole in `address`, the rest empty.
 */
export function splitAustralianAddress(text: string): {
  address: string;
  city: string;
  state: string;
  postalCode: string;
} {
  const line = text.trim().replace(/\s+/g, ' ');
  const match = line.match(
    /^(.+?),\s*([^,]+?),?\s+(ACT|NSW|NT|QLD|SA|TAS|VIC|WA),?\s+(\d{4})(?:,?\s*Australia)?$/i,
  );
  if (!match) return { address: line, city: '', state: '', postalCode: '' };
  const [, address = '', city = '', state = '', postalCode = ''] = match;
  return { address, city, state: state.toUpperCase(), postalCode };
}

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Where an order goes: an Australian street address with a 4-digit postcode. */
export const shippingAddressSchema = z.object({
  name: required('Recipient name', 120),
  address: required('Street address', 200),
  city: required('Suburb or city', 100),
  state: z.enum(australianStateCodes, { error: 'Choose a state or territory' }),
  postalCode: z
    .string({ error: 'Postcode is required' })
    .trim()
    .regex(/^\d{4}$/, 'Postcode must be 4 digits'),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** POST /api/partner/addresses: a saved delivery address (the first one becomes the default). */
export const addressInputSchema = z.strictObject({
  label: required('Label', 60),
  ...shippingAddressSchema.shape,
  isDefault: z.boolean().optional(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

/** PATCH /api/partner/addresses/:id: any of the fields; isDefault true makes it the default. */
export const addressUpdateSchema = addressInputSchema.partial();
export type AddressUpdate = z.infer<typeof addressUpdateSchema>;

export const partnerAddressSchema = z.object({
  id: z.string(),
  label: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  isDefault: z.boolean(),
});
export type PartnerAddress = z.infer<typeof partnerAddressSchema>;

export const partnerAddressListSchema = z.object({ items: z.array(partnerAddressSchema) });
export type PartnerAddressList = z.infer<typeof partnerAddressListSchema>;
