/**
 * A SKU (docs/product/wholesale-buying.md, "SKUs"): upper-case letters, digits and dashes, up to 32,
 * starting with a letter or digit. The products table's check is built from it.
 */
export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,31}$/;
