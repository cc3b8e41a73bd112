import { createElement, Fragment, type ReactNode } from 'react';
import { translate } from './i18n.ts';

// Stands in for an element while the message is filled: no catalog text contains it.
const MARK = '\u0000';

/**
 * A catalog text with React elements in some of its {arguments} (a link, a
 * bold address): `withElements('privacy.consent.agree', { policyLink: <Link>…</Link> })`.
 * The text stays one sentence in the catalog, so each language puts the
 * element where its grammar wants it.
 */
export function withElements(key: string, elements: Record<string, ReactNode>, values: Record<string, unknown> = {}): ReactNode {
  const names = Object.keys(elements);
  const marked = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  const pieces = translate(key, { ...values, ...marked }).split(MARK);
  // split leaves text at even indexes and the elements' numbers at odd ones.
  return pieces.map((piece, i) => createElement(Fragment, { key: i }, i % 2 === 0 ? piece : elements[names[Number(piece)]!]));
}
