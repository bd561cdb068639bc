/**
 * The version of the Terms of Use and the Privacy Policy a registration agrees to
 * (docs/product.md#accounts). A module of its own, so the policy page reads it without zod.
 */
export const TERMS_VERSION = '2026-11-27';
