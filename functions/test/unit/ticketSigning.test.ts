import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { ticketSigningMessage } from '@campcare/domain';
import { describe, expect, it } from 'vitest';
import { parseSigningKey, signTicketWith, ticketHash } from '../../src/checkin/ticketSigning.ts';

const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const der = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');

describe('the ticket signing key', () => {
  it('is read as PEM (as openssl genpkey writes it) or as base64 of the DER, with the same public key', () => {
    const fromPem = parseSigningKey(pem);
    const fromDer = parseSigningKey(der);
    expect(fromPem.publicKey).toEqual(fromDer.publicKey);
    expect(fromPem.publicKey.alg).toBe('ES256');
    expect(fromPem.publicKey.keyId).toMatch(/^[A-Za-z0-9_-]{8}$/);
  });

  it('refuses a key that is not ECDSA P-256', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(() => parseSigningKey(rsa)).toThrow(/P-256/);
    expect(() => parseSigningKey(p384)).toThrow(/P-256/);
  });

  it('signs a ticket for its camp in 86 base64url characters that the public key verifies (as WebCrypto does: r‖s)', () => {
    const key = parseSigningKey(der);
    const signature = signTicketWith(key, 'camp-1', 'A'.repeat(24));
    expect(signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    const publicKey = createPublicKey({ key: Buffer.from(key.publicKey.spki, 'base64url'), format: 'der', type: 'spki' });
    const check = (camp: string, ticket: string) =>
      verify('sha256', Buffer.from(ticketSigningMessage(camp, ticket)), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    expect(check('camp-1', 'A'.repeat(24))).toBe(true);
    expect(check('camp-2', 'A'.repeat(24))).toBe(false);
    expect(check('camp-1', 'B'.repeat(24))).toBe(false);
  });

  it('hashes a ticket as the door list carries it', () => {
    expect(ticketHash('A'.repeat(24))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ticketHash('A'.repeat(24))).not.toBe(ticketHash('B'.repeat(24)));
  });
});
