import { describe, expect, it } from 'vitest';
import { isValidUnsubscribeSignature, unsubscribeHeaders, unsubscribeSignature, unsubscribeUrl } from '../../src/mail/unsubscribe.ts';

const SECRET = 'a-test-secret-of-enough-length';

describe('unsubscribe links', () => {
  it('carry an HMAC of the account that only that account’s id and the secret verify', () => {
    const sig = unsubscribeSignature('user-1', SECRET);
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isValidUnsubscribeSignature('user-1', sig, SECRET)).toBe(true);
    expect(isValidUnsubscribeSignature('user-2', sig, SECRET)).toBe(false);
    expect(isValidUnsubscribeSignature('user-1', sig, 'another-secret')).toBe(false);
    expect(isValidUnsubscribeSignature('user-1', sig.slice(0, -1), SECRET)).toBe(false);
    expect(isValidUnsubscribeSignature('user-1', sig, '')).toBe(false);
  });

  it('cannot be made without a secret', () => {
    expect(() => unsubscribeSignature('user-1', '')).toThrow(/MAIL_LINK_SECRET/);
  });

  it('point at the API on the site, with RFC 8058 one-click headers', () => {
    const url = unsubscribeUrl({ origin: 'https://campcare.example' }, 'user-1', SECRET);
    expect(url).toBe(`https://campcare.example/api/mail/unsubscribe?uid=user-1&sig=${unsubscribeSignature('user-1', SECRET)}`);
    expect(unsubscribeHeaders(url)).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });
});
