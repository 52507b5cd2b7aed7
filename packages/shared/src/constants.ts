// Everything in the shared contract that is not a zod schema: messages, limits, lists and small rules.
// The storefront's first chunk imports from here (`@astroden/shared/constants`) so it never ships zod.
export * from './api-constants.ts';
export * from './audit-constants.ts';
export * from './auth-constants.ts';
export * from './contact-constants.ts';
export * from './dashboard-constants.ts';
export * from './emails-constants.ts';
export * from './lists-constants.ts';
export * from './orders-constants.ts';
export * from './pods-constants.ts';
export * from './product-csv-constants.ts';
export * from './products-constants.ts';
export * from './settings-constants.ts';
export * from './uploads.ts';
export * from './users-constants.ts';
