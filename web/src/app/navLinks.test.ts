import { describe, expect, it } from 'vitest';
import { translate } from '../lib/i18n/index.ts';
import { navLinksFor } from './navLinks.ts';

describe('the nav links', () => {
  const labels = (status: Parameters<typeof navLinksFor>[0]) => navLinksFor(status).map((l) => translate(l.labelKey));
  it('offer Join Us when signed out, Contact Us and Dashboard always', () => {
    expect(labels('signedOut')).toEqual(['Home', 'Available Camps', 'About Us', 'Contact Us', 'Join Us', 'Dashboard']);
    expect(labels('signedIn')).toEqual(['Home', 'Available Camps', 'About Us', 'Contact Us', 'Dashboard']);
    expect(labels('loading')).toEqual(['Home', 'Available Camps', 'About Us', 'Contact Us', 'Dashboard']);
  });
});
