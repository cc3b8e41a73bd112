/** The pages' Content-Security-Policy as the build writes it (web/build/contentSecurityPolicy.ts). */
import { describe, expect, it } from 'vitest';
import { authDomainFor, contentSecurityPolicy, hashSource, inlineHashes, setPageHeader } from '../build/contentSecurityPolicy.ts';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('inline hashes', () => {
  it('hashes as browsers do (the CSP specification’s own example)', () => {
    expect(hashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('hashes inline scripts and styles, not script files or JSON data blocks', () => {
    const html = `<head><script>one()</script><script type="module" src="/a.js"></script>
      <script type="application/json" id="data">{"a":1}</script><script type="module">two()</script>
      <style>p{}</style><style id="x">b{}</style></head>`;
    expect(inlineHashes(html)).toEqual({
      scripts: [hashSource('one()'), hashSource('two()')],
      styles: [hashSource('p{}'), hashSource('b{}')],
    });
  });
});

describe('the policy', () => {
  const inline = { scripts: [hashSource('one()')], styles: [hashSource('p{}')] };

  it('allows scripts from our origin, by hash and from Stripe and Google only: never inline or eval', () => {
    const policy = directives(contentSecurityPolicy({ inline, authDomain: 'campcare-prod.firebaseapp.com' }));
    expect(policy.get('script-src')).toEqual(["'self'", hashSource('one()'), 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://apis.google.com']);
    for (const name of ['script-src', 'style-src']) {
      expect(policy.get(name)).not.toContain("'unsafe-inline'");
      expect(policy.get(name)).not.toContain("'unsafe-eval'");
    }
    expect(policy.get('frame-src')).toContain('https://campcare-prod.firebaseapp.com');
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('names the emulators only when asked (the emulators’ configuration), never in production', () => {
    const production = contentSecurityPolicy({ inline, authDomain: 'demo-campcare.firebaseapp.com' });
    expect(production).not.toMatch(/127\.0\.0\.1|http:/);
    const local = directives(contentSecurityPolicy({ inline, authDomain: 'demo-campcare.firebaseapp.com', emulatorOrigins: ['http://127.0.0.1:9123'] }));
    expect(local.get('connect-src')).toContain('http://127.0.0.1:9123');
  });

  it("takes the build's auth domain, as the web app does", () => {
    expect(authDomainFor({})).toBe('demo-campcare.firebaseapp.com');
    expect(authDomainFor({ VITE_FIREBASE_PROJECT_ID: 'campcare-prod' })).toBe('campcare-prod.firebaseapp.com');
    expect(authDomainFor({ VITE_FIREBASE_PROJECT_ID: 'campcare-prod', VITE_FIREBASE_AUTH_DOMAIN: 'campcare.example.org' })).toBe('campcare.example.org');
  });

  it("writes the policy into firebase.json's rule for every path, saying whether it changed", () => {
    const config = { hosting: { headers: [{ source: '/assets/**', headers: [] }, { source: '**', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] }] } };
    expect(setPageHeader(config, 'Content-Security-Policy', "default-src 'self'")).toBe(true);
    expect(setPageHeader(config, 'Content-Security-Policy', "default-src 'self'")).toBe(false);
    expect(config.hosting.headers[1]!.headers).toEqual([
      { key: 'X-Frame-Options', value: 'DENY' },
      { key: 'Content-Security-Policy', value: "default-src 'self'" },
    ]);
  });
});
