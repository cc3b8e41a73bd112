/**
 * Field schemas (zod): each limit and its message, written once, for the
 * API's request schemas (functions/src/<resource>/schemas.ts) and the web
 * forms (a field's react-hook-form `validate`). Kept out of the package's
 * main entry so that pages without forms do not load zod.
 */
export * from './issues.ts';
export * from './text.ts';
export * from './numbers.ts';
export * from './phone.ts';
export * from './dateTime.ts';
export * from './camp.ts';
export * from './registration.ts';
export * from './feedback.ts';
export * from './contact.ts';
export * from './donation.ts';
export * from './dhis2.ts';
