/**
 * The pages' Content-Security-Policy, served by Hosting from firebase.json
 * (in production and on the emulators) beside its fixed security headers
 * (framing refused, the Permissions-Policy): it allows only what the app
 * loads.
 *
 * index.html runs small inline scripts before the app's code (the first
 * paint, preloads): the policy allows exactly those, by the SHA-256 of their
 * text, and no other inline script. The hashes are computed from the built
 * index.html, so they cannot drift from it: a build into web/dist (the
 * folder `firebase deploy` publishes) writes the policy into firebase.json
 * with the build's Firebase auth domain, and the emulators' configuration
 * (scripts/lib/emulators.ts) computes it from its own build, adding the
 * emulators' addresses, which production never allows.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** A CSP hash source for inline text, as the browser computes it (UTF-8, SHA-256, base64). */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** A script element's type that the browser runs (no type, a JavaScript MIME type, or a module). */
const RUNNABLE_SCRIPT_TYPE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/**
 * The hash sources of a page's inline scripts and `<style>` elements.
 * Scripts with a `src` are files (allowed by `'self'`), and
 * `type="application/json"` blocks are data that never runs.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!RUNNABLE_SCRIPT_TYPE.test(type.trim())) continue;
    scripts.push(hashSource(text));
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, text = '']) => hashSource(text));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/**
 * Emotion (Chakra's styling engine) adds each `<style data-emotion>` empty
 * and fills it through the CSSOM (`insertRule`), which the policy does not
 * govern; the empty element itself must be allowed, by the hash of nothing.
 */
export const EMPTY_STYLE = hashSource('');

/**
 * The one `<style>` a library adds with text of its own: next-themes turns
 * transitions off while the light or dark theme is applied
 * (`disableTransitionOnChange`, app/providers.tsx). Its text is fixed, so
 * its hash is too; a new version that words it differently fails the
 * browser tests on the violation. (react-hot-toast's goober styles go
 * through the CSSOM instead: src/lib/toastStyleSheet.ts.)
 */
export const THEME_SWITCH_STYLE = hashSource(
  '*,*::before,*::after{-webkit-transition:none!important;-moz-transition:none!important;-o-transition:none!important;-ms-transition:none!important;transition:none!important}',
);

const STRIPE = {
  // Stripe.js and its frames (card fields, 3-D Secure), as Stripe's own guide lists them.
  scripts: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frames: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

const FIREBASE = {
  // Firestore (REST and the SDK's channel), Auth's sign-in and token refresh.
  connect: ['https://firestore.googleapis.com', 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  // Google and Facebook sign-in in a popup: Auth loads Google's frame loader, then a frame of the auth domain.
  scripts: ['https://apis.google.com'],
  // When Firestore's channel loses the network, it loads this one picture to tell "offline" from "server down".
  images: ['https://www.google.com/images/cleardot.gif'],
};

/** Profile pictures Google and Facebook give their accounts, shown in the header and the profile. */
const PROFILE_PICTURES = ['https://*.googleusercontent.com', 'https://graph.facebook.com', 'https://platform-lookaside.fbsbx.com'];

export interface PolicySources {
  inline: InlineHashes;
  /** Firebase Auth's domain (`your-project.firebaseapp.com`, or the site's own): the sign-in popup's helper frame. */
  authDomain: string;
  /** Origins only the emulators need (Auth, Firestore and Functions on local ports); never in production. */
  emulatorOrigins?: string[];
}

export function contentSecurityPolicy({ inline, authDomain, emulatorOrigins = [] }: PolicySources): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inline.scripts, ...STRIPE.scripts, ...FIREBASE.scripts]],
    ['style-src', ["'self'", ...inline.styles, EMPTY_STYLE, THEME_SWITCH_STYLE]],
    // data: Chakra's select arrow (an SVG in its CSS); blob: a picture's preview before it is uploaded.
    ['img-src', ["'self'", 'data:', 'blob:', ...PROFILE_PICTURES, ...FIREBASE.images]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...FIREBASE.connect, ...STRIPE.connect, ...emulatorOrigins]],
    ['frame-src', [...STRIPE.frames, `https://${authDomain}`]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
interface FirebaseConfig {
  hosting: { headers: HostingHeaderRule[] };
}

/** The rule for every path (the pages; the API's own rule after it overrides its policy). */
const PAGES_SOURCE = '**';

/** Sets a header of firebase.json's rule for every path; false when it already had that value. */
export function setPageHeader(config: FirebaseConfig, key: string, value: string): boolean {
  const rule = config.hosting.headers.find((r) => r.source === PAGES_SOURCE);
  if (!rule) throw new Error(`firebase.json has no headers rule for "${PAGES_SOURCE}".`);
  const header = rule.headers.find((h) => h.key === key);
  if (header?.value === value) return false;
  if (header) header.value = value;
  else rule.headers.push({ key, value });
  return true;
}

/** The page policy's value in firebase.json (the rule for every path). */
export function pagePolicyOf(config: FirebaseConfig): string | undefined {
  return config.hosting.headers.find((r) => r.source === PAGES_SOURCE)?.headers.find((h) => h.key === 'Content-Security-Policy')?.value;
}

/** The auth domain the web app's build uses (web/src/lib/firebaseConfig.ts decides the same way). */
export function authDomainFor(env: Record<string, string | undefined>): string {
  if (!env.VITE_FIREBASE_PROJECT_ID) return 'demo-campcare.firebaseapp.com';
  return env.VITE_FIREBASE_AUTH_DOMAIN || `${env.VITE_FIREBASE_PROJECT_ID}.firebaseapp.com`;
}

/**
 * After a build into web/dist, writes the policy for that build into
 * firebase.json (only when it changed, saying so: commit it). Builds
 * elsewhere (.cache/offset-N, the emulator suites') leave it alone.
 */
export function hostingSecurityHeaders(): Plugin {
  let outDir = '';
  let deployDir = '';
  let authDomain = '';
  const firebaseJson = resolve(import.meta.dirname, '..', '..', 'firebase.json');
  return {
    name: 'campcare:hosting-security-headers',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      deployDir = resolve(config.root, 'dist');
      authDomain = authDomainFor(config.env as Record<string, string | undefined>);
    },
    closeBundle() {
      if (outDir !== deployDir) return;
      const policy = contentSecurityPolicy({ inline: inlineHashes(readFileSync(join(outDir, 'index.html'), 'utf8')), authDomain });
      const config = JSON.parse(readFileSync(firebaseJson, 'utf8')) as FirebaseConfig;
      const changed = setPageHeader(config, 'Content-Security-Policy', policy);
      if (!changed) return;
      writeFileSync(firebaseJson, `${JSON.stringify(config, null, 2)}\n`);
      console.log('firebase.json: Content-Security-Policy updated for this build (commit it with the change that caused it).');
    },
  };
}
