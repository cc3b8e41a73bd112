import { describe, expect, it } from 'vitest';
import { canDeleteRegistration, type RegistrationActor, type RegistrationState } from '../src/index.ts';

const states: Record<string, RegistrationState> = {
  'Unpaid+Pending': { PaymentStatus: 'Unpaid', ConfirmationStatus: 'Pending' },
  'Paid+Pending': { PaymentStatus: 'Paid', ConfirmationStatus: 'Pending' },
  'Paid+Confirmed': { PaymentStatus: 'Paid', ConfirmationStatus: 'Confirmed' },
};
const actors: Record<string, RegistrationActor> = {
  owner: { isOwner: true, isOrganizer: false },
  organizer: { isOwner: false, isOrganizer: true },
  stranger: { isOwner: false, isOrganizer: false },
};

describe('canDeleteRegistration', () => {
  it.each([
    ['owner', 'Unpaid+Pending', true],
    ['owner', 'Paid+Pending', false],
    ['owner', 'Paid+Confirmed', false],
    ['organizer', 'Unpaid+Pending', true],
    ['organizer', 'Paid+Pending', false],
    ['organizer', 'Paid+Confirmed', false],
    ['stranger', 'Unpaid+Pending', false],
    ['stranger', 'Paid+Pending', false],
  ])('%s on %s → %s', (actor, state, allowed) => {
    expect(canDeleteRegistration(actors[actor]!, states[state]!)).toBe(allowed);
  });

  it('lets the owner cancel an unpaid registration even if it were somehow confirmed', () => {
    const unpaidConfirmed: RegistrationState = { PaymentStatus: 'Unpaid', ConfirmationStatus: 'Confirmed' };
    expect(canDeleteRegistration(actors.owner!, unpaidConfirmed)).toBe(true);
    expect(canDeleteRegistration(actors.organizer!, unpaidConfirmed)).toBe(false);
  });
});
