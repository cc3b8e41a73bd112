import { describe, expect, it } from 'vitest';
import { admissionTime, deviceLabel, DOOR_ACTION_MAX_AGE_MS, parseTicketCode, ticketQrText, ticketSigningMessage } from '../src/index.ts';

const TICKET = 'AbCdEfGhIjKlMnOpQrStUv-_';
const SIGNATURE = 'x'.repeat(86);

describe('signed ticket codes', () => {
  it('reads the bare code of older tickets and the signed form, trimmed', () => {
    expect(parseTicketCode(` ${TICKET}\n`)).toEqual({ ticket: TICKET, signature: null });
    expect(parseTicketCode(ticketQrText(TICKET, SIGNATURE))).toEqual({ ticket: TICKET, signature: SIGNATURE });
    expect(ticketQrText(TICKET, null)).toBe(TICKET);
  });

  it('refuses anything else: a short code, a short or long signature, other characters, two dots, a URL', () => {
    for (const text of [TICKET.slice(1), `${TICKET}.${SIGNATURE.slice(1)}`, `${TICKET}.${SIGNATURE}x`, `${TICKET}.${'+'.repeat(86)}`, `${TICKET}..${SIGNATURE}`, 'https://example.org/ticket', '']) {
      expect(parseTicketCode(text), text).toBeNull();
    }
  });

  it('signs the camp with the code, so a ticket of one camp is not one of another', () => {
    expect(ticketSigningMessage('camp-1', TICKET)).not.toBe(ticketSigningMessage('camp-2', TICKET));
    expect(ticketSigningMessage('camp-1', TICKET)).toContain(TICKET);
  });
});

describe('admission times', () => {
  const now = new Date('2026-12-05T10:00:00.000Z');
  it("keep the phone's time when it is believable", () => {
    expect(admissionTime('2026-12-05T09:12:00.000Z', now)).toBe('2026-12-05T09:12:00.000Z');
  });
  it('are never later than the server received them, nor older than a week before', () => {
    expect(admissionTime('2026-12-05T11:00:00.000Z', now)).toBe(now.toISOString());
    expect(admissionTime('2020-01-01T00:00:00.000Z', now)).toBe(new Date(now.getTime() - DOOR_ACTION_MAX_AGE_MS).toISOString());
    expect(admissionTime('not a time', now)).toBe(now.toISOString());
  });
});

describe('phone labels', () => {
  it("are the first four characters of the phone's id", () => {
    expect(deviceLabel('3f2a0000-0000-4000-8000-000000000000')).toBe('3F2A');
    expect(deviceLabel(null)).toBe('—');
  });
});
