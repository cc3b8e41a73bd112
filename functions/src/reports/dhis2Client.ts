/**
 * Sends a data value set to a DHIS2 over its Web API: `POST
 * {server}/api/dataValueSets?importStrategy=CREATE_AND_UPDATE` with the
 * personal access token (`Authorization: ApiToken …`). CREATE_AND_UPDATE
 * makes a second push of the same period replace the values. Returns what
 * happened; the route decides what to answer.
 */
import { readImportSummary, type Dhis2DataValueSet, type Dhis2ImportSummary } from '@campcare/domain/reports';

export type Dhis2PushOutcome =
  /** DHIS2 answered with an import summary (its conflicts, if any, are in it). */
  | { kind: 'answered'; summary: Dhis2ImportSummary }
  /** No summary: why, in words an organizer can act on. */
  | { kind: 'failed'; error: string };

const TIMEOUT_MS = 30_000;

export function dataValueSetsUrl(serverUrl: string): string {
  return `${serverUrl.replace(/\/+$/, '')}/api/dataValueSets?importStrategy=CREATE_AND_UPDATE`;
}

export async function pushDataValueSet(serverUrl: string, token: string, payload: Dhis2DataValueSet): Promise<Dhis2PushOutcome> {
  let answer: Response;
  try {
    answer = await fetch(dataValueSetsUrl(serverUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `ApiToken ${token}` },
      body: JSON.stringify(payload),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return { kind: 'failed', error: timedOut ? `DHIS2 at ${serverUrl} did not answer within ${TIMEOUT_MS / 1000} s.` : `DHIS2 at ${serverUrl} could not be reached (${error instanceof Error ? error.message : String(error)}).` };
  }
  const text = await answer.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: a proxy's page, or not a DHIS2 at all; said below.
  }
  const summary = readImportSummary(body);
  if (summary) return { kind: 'answered', summary };
  if (answer.status === 401 || answer.status === 403) return { kind: 'failed', error: `DHIS2 refused the access token (HTTP ${answer.status}): check the token and that its account may write data values.` };
  const message = body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : text.slice(0, 200);
  return { kind: 'failed', error: `DHIS2 answered HTTP ${answer.status} without an import summary${message ? `: ${message}` : ''}.` };
}
