export * from './constants.ts';
export * from './model.ts';
export * from './registrationRules.ts';
export * from './fees.ts';
export * from './search.ts';
export * from './listing.ts';
export * from './text.ts';
export * from './readCost.ts';
