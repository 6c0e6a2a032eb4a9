/**
 * The one label of a vendor's price, on the offer dialogs, the vendor's catalog and the admin's Vendor
 * Products alike: vendor prices are labelled AUD wherever they are shown.
 */
export const vendorPriceLabel = 'Vendor Price (AUD)';
