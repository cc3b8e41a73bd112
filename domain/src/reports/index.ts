/**
 * Reports that leave CampCare: the camp report's figures and the DHIS2
 * aggregate export. Its own entry (@campcare/domain/reports), since it
 * builds on the clinical entry, which loads zod.
 */
export * from './campFigures.ts';
export * from './dhis2.ts';
