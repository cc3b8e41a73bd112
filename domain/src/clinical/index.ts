/**
 * The clinical part of the camp day: measurements and their units, the
 * rules that refer, follow-up, and the figures. Its own entry
 * (@campcare/domain/clinical), since the measurement schemas load zod.
 */
export * from './measurements.ts';
export * from './referralRules.ts';
export * from './followUp.ts';
export * from './figures.ts';
export * from './resultMail.ts';
