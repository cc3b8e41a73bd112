/**
 * Every data migration, in order. A new one is a file in steps/ named after
 * its id (`NNN-what-it-does.ts`, the next number), exporting a Migration,
 * and its line here; migrations.test.ts fails when a file in steps/ is not
 * listed, or its id does not match its name.
 */
import type { Migration } from './migration.ts';
import { reviewsWithoutUid } from './steps/001-reviews-without-uid.ts';
import { healthOffRegistrations } from './steps/002-health-off-registrations.ts';
import { sentMailScrubbed } from './steps/003-sent-mail-scrubbed.ts';
import { registrationPersonKeys } from './steps/004-registration-person-keys.ts';
import { seatDocuments } from './steps/005-seat-documents.ts';
import { clinicalEraseAt } from './steps/006-clinical-erase-at.ts';
import { searchEntriesBySort } from './steps/007-search-entries-by-sort.ts';

export const MIGRATIONS: readonly Migration[] = [reviewsWithoutUid, healthOffRegistrations, sentMailScrubbed, registrationPersonKeys, seatDocuments, clinicalEraseAt, searchEntriesBySort];
