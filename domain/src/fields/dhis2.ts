/**
 * The fields of a DHIS2 set-up: the server's address, DHIS2 identifiers
 * (data set, org unit, data elements, category option combos), the
 * personal access token and a monthly period. One schema each, for the API
 * and the settings form.
 */
import { z } from 'zod';
import type { FieldIssueParams } from './issues.ts';

const badFormat = { problem: 'badFormat' } satisfies FieldIssueParams;

/** DHIS2's identifiers: 11 letters and digits, the first a letter. */
export function dhis2Uid(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .refine((v) => /^[A-Za-z][A-Za-z0-9]{10}$/.test(v), { error: `${label} must be a DHIS2 id: 11 letters and digits, the first a letter.`, params: badFormat });
}

/**
 * The DHIS2's address: https, or on the emulators also a loopback http
 * address (the local DHIS2). Anything else would let the functions be
 * pointed at addresses inside their own network.
 */
export function dhis2ServerUrl(allowLoopbackHttp: boolean) {
  return z
    .string({ error: 'The DHIS2 address is required.' })
    .trim()
    .min(1, { error: 'The DHIS2 address is required.' })
    .max(300, { error: 'The DHIS2 address must be at most 300 characters.' })
    .refine(
      (value) => {
        // A scheme, a host name (no user or password), an optional port and path; no query or fragment.
        const url = /^(https?):\/\/([A-Za-z0-9.-]+)(:\d{1,5})?(\/[A-Za-z0-9._~%!$&'()*+,;=:@/-]*)?$/.exec(value);
        if (!url) return false;
        if (url[1] === 'https') return url[2]!.includes('.') || url[2] === 'localhost';
        return allowLoopbackHttp && (url[2] === '127.0.0.1' || url[2] === 'localhost');
      },
      { error: 'The DHIS2 address must be an https:// address (https://dhis2.example.org or with its path, https://example.org/dhis).', params: badFormat },
    )
    .transform((value) => value.replace(/\/+$/, ''));
}

/** A DHIS2 personal access token (d2pat_…, as DHIS2 2.37 and later make them). */
export const dhis2Token = z
  .string({ error: 'The access token is required.' })
  .trim()
  .refine((v) => /^d2pat_[A-Za-z0-9]{20,100}$/.test(v), { error: 'The access token must be a DHIS2 personal access token (it starts with d2pat_).', params: badFormat });

/** A month as DHIS2 names it: YYYYMM. */
export const dhis2MonthPeriod = z
  .string({ error: 'The period is required.' })
  .refine((v) => /^\d{4}(0[1-9]|1[0-2])$/.test(v), { error: 'The period must be a month written YYYYMM (202611).', params: badFormat });
