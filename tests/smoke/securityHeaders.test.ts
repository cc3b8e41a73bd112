/**
 * The security headers as served through the Hosting origin: the pages'
 * Content-Security-Policy, framing refused and the Permissions-Policy
 * (firebase.json, web/build/contentSecurityPolicy.ts), and the API's own
 * (functions/src/http/securityHeaders.ts). Whether the app runs under the
 * policy is the browser suites' business: tests/support/browser.ts fails any
 * browser test whose page breaks it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/emulators.ts';
import { seedCamps } from '../../scripts/seed/data.ts';
import { imageUrl } from '../../scripts/seed/index.ts';
import { inlineHashes, pagePolicyOf } from '../../web/build/contentSecurityPolicy.ts';
import { SITE } from '../support/emulators.ts';

/** A policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

async function get(path: string) {
  const response = await fetch(`${SITE}${path}`);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Every feature the Permissions-Policy names, and who may use it. */
function permissions(header: string): Map<string, string> {
  return new Map(header.split(',').map((p) => p.trim().split('=') as [string, string]));
}

const UNSAFE = ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'wasm-unsafe-eval'", '*', 'data:', 'blob:', 'http:', 'https:'];

describe('the pages', () => {
  for (const path of ['/', '/allCamps', '/dashboard', '/campDetail/camp-01', '/dashboard/check-in/camp-01']) {
    it(`${path} carries the Content-Security-Policy, refuses framing and limits powerful features`, async () => {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<div id="root">');
      const policy = directives(page.headers.get('content-security-policy') ?? '');
      expect(policy.get('default-src')).toEqual(["'self'"]);
      for (const directive of ['script-src', 'style-src']) {
        expect(policy.get(directive), directive).toContain("'self'");
        for (const source of UNSAFE) expect(policy.get(directive), `${directive} ${source}`).not.toContain(source);
      }
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      const features = permissions(page.headers.get('permissions-policy') ?? '');
      expect(features.get('camera')).toBe('(self)');
      for (const feature of ['microphone', 'geolocation', 'payment', 'usb', 'display-capture', 'fullscreen']) expect(features.get(feature), feature).toBe('()');
      expect([...features.entries()].filter(([name, allowed]) => name !== 'camera' && allowed !== '()')).toEqual([]);
    });
  }

  it('allows exactly the inline scripts and styles index.html has, by hash', async () => {
    const page = await get('/');
    const inline = inlineHashes(page.text);
    expect(inline.scripts.length).toBeGreaterThanOrEqual(4);
    const policy = directives(page.headers.get('content-security-policy') ?? '');
    const hashes = (directive: string) => (policy.get(directive) ?? []).filter((s) => s.startsWith("'sha256-"));
    expect(hashes('script-src').sort()).toEqual([...inline.scripts].sort());
    for (const style of inline.styles) expect(hashes('style-src')).toContain(style);
  });

  it("lets the page reach this run's emulators, which production's policy in firebase.json never names", async () => {
    const served = directives((await get('/')).headers.get('content-security-policy') ?? '');
    const port = (url: string) => new URL(url).port;
    const sitePort = Number(port(SITE));
    // Auth, Firestore and Functions, shifted like Hosting (scripts/lib/emulators.ts).
    for (const base of [9099, 8080, 5001]) expect(served.get('connect-src')).toContain(`http://127.0.0.1:${base + sitePort - 5000}`);
    const production = pagePolicyOf(JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'))) ?? '';
    expect(production).not.toMatch(/127\.0\.0\.1|localhost|http:/);
    expect(directives(production).get('connect-src')).toEqual(expect.arrayContaining(['https://firestore.googleapis.com', 'https://identitytoolkit.googleapis.com']));
  });

  it("firebase.json's production policy lists the hashes of this build's inline code (otherwise: build into web/dist and commit firebase.json)", async () => {
    const inline = inlineHashes((await get('/')).text);
    const production = directives(pagePolicyOf(JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'))) ?? '');
    const stale = [
      ...inline.scripts.filter((h) => !production.get('script-src')?.includes(h)).map((h) => `script ${h}`),
      ...inline.styles.filter((h) => !production.get('style-src')?.includes(h)).map((h) => `style ${h}`),
    ];
    expect(stale, 'run `npm run build -w web` (it writes the policy into firebase.json) and commit firebase.json').toEqual([]);
  });
});

describe('the API', () => {
  const expectApiHeaders = (headers: Headers) => {
    expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
  };

  it('answers JSON that runs nothing if opened, is never sniffed or framed, and is not for other sites', async () => {
    const answer = await get('/api/allcamp');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expectApiHeaders(answer.headers);
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('answers errors with the same headers', async () => {
    const answer = await get('/api/no/such/endpoint');
    expect(answer.status).toBe(404);
    expectApiHeaders(answer.headers);
  });

  it('serves pictures with the same headers, for other sites (and mail) too', async () => {
    const answer = await fetch(`${SITE}${imageUrl(seedCamps[0]!.image)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\//);
    expectApiHeaders(answer.headers);
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});
