export * from './contacts.ts';
export * from './orders.ts';
export * from './pods.ts';
export * from './pricing-plans.ts';
export * from './products.ts';
export * from './revoked-tokens.ts';
export * from './settings.ts';
export * from './users.ts';
