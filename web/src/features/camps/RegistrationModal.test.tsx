import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Camp } from '@campcare/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { CONSENT_REQUIRED_MESSAGE } from '@campcare/domain/fields';
import { EMPTY_REGISTRATION, toRegistrationRequest, validateAge, validateConsent, validateDependantName, validatePhone, validateRelationship } from './registrationForm.ts';
import { RegistrationModal } from './RegistrationModal.tsx';

const camp = {
  CampName: 'Heart Health Screening',
  CampFees: 120,
  Location: 'Barcelona',
  HealthcareProfessional: 'Dr. Rafael Gómez',
  DateTime: '2030-01-01T09:00:00.000Z',
} as Camp;
const user = { uid: 'u1', displayName: 'Lena Novak', email: 'lena@campcare.test', photoURL: null };

describe('the registration modal', () => {
  // Which field is focused on opening is checked in Chromium (tests/e2e/joinDialog.test.ts): jsdom has no layout to find it tabbable.
  it('shows the camp and the participant as text, not as read-only fields', async () => {
    renderWithApp(<RegistrationModal open camp={camp} campId="camp-07" user={user} onClose={() => {}} onDone={() => {}} />);
    const facts = await screen.findByTestId('registration-facts');
    expect(facts.textContent).toContain('Heart Health Screening');
    expect(facts.textContent).toContain('$120.00');
    expect(facts.textContent).toContain('Barcelona');
    expect(facts.textContent).toContain('lena@campcare.test');
    expect(facts.querySelectorAll('input')).toHaveLength(0);
  });

  it('after joining a paid camp, says so and puts the focus on Pay now', async () => {
    const onDone = vi.fn();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ acknowledged: true, insertedId: 'camp-07_u1' }), { status: 201, headers: { 'Content-Type': 'application/json' } }),
    );
    renderWithApp(<RegistrationModal open camp={camp} campId="camp-07" user={user} onClose={() => {}} onDone={onDone} />);
    await userEvent.type(await screen.findByLabelText(/^Age/), '34');
    await userEvent.selectOptions(screen.getByLabelText(/^Gender/), 'Female');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '020 7946 0018');
    await userEvent.type(screen.getByLabelText(/^Emergency contact/), '020 7946 0019');
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    try {
      const payNow = await screen.findByRole('button', { name: 'Pay $120.00 now' }, { timeout: 5000 });
      await waitFor(() => expect(payNow).toHaveFocus());
      expect(payNow).toHaveAccessibleDescription(/Registration successful.*Pay the fee of \$120\.00 now/);
      expect(onDone).toHaveBeenCalledWith('registered', true);
      expect(screen.getByRole('button', { name: 'Pay later' })).toBeInTheDocument();
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('requires age, gender, phone, emergency contact and consent before sending anything', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithApp(<RegistrationModal open camp={camp} campId="camp-07" user={user} onClose={() => {}} onDone={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(4));
    expect(screen.getByText(CONSENT_REQUIRED_MESSAGE)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Age/), '200');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Age must be from 0 to 120.')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be a phone number: digits, spaces, +, - and brackets only.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});

describe('the registration rules', () => {
  it('checks age with the API\'s messages', () => {
    expect(validateAge('')).toBe('This field is required');
    expect(validateAge('34')).toBe(true);
    expect(validateAge('0')).toBe(true);
    expect(validateAge('121')).toBe('Age must be from 0 to 120.');
    expect(validateAge('3.5')).toBe('Age must be a whole number.');
  });

  it('checks phone numbers like the API does', () => {
    expect(validatePhone('+44 (20) 7946-0018')).toBe(true);
    expect(validatePhone('12345')).toBe('Phone number must have from 6 to 15 digits.');
    expect(validatePhone('1234567890123456')).toBe('Phone number must have from 6 to 15 digits.');
    expect(validatePhone('call me')).toBe('Phone number must be a phone number: digits, spaces, +, - and brackets only.');
    expect(validatePhone('  ')).toBe('This field is required');
  });

  it('sends the API the field names it expects, age as a number', () => {
    const values = { ...EMPTY_REGISTRATION, age: '34', phoneNumber: ' 020 7946 0018 ', gender: 'Female' as const, emergencyContact: '020 7946 0019', consent: true };
    expect(toRegistrationRequest('camp-07', values)).toEqual({
      campId: 'camp-07',
      age: 34,
      phoneNumber: '020 7946 0018',
      gender: 'Female',
      emergencyContact: '020 7946 0019',
      consent: true,
    });
  });

  it('sends someone the account holder cares for as a dependant, by name and relationship', () => {
    const values = {
      ...EMPTY_REGISTRATION,
      forWhom: 'dependant' as const,
      dependantName: ' Anaya Sharma ',
      relationship: 'child' as const,
      age: '6',
      phoneNumber: '020 7946 0018',
      gender: 'Female' as const,
      emergencyContact: '020 7946 0019',
      consent: true,
    };
    expect(toRegistrationRequest('camp-07', values)).toMatchObject({ age: 6, dependant: { name: 'Anaya Sharma', relationship: 'child' } });
    // The dependant's fields are asked only for a dependant.
    expect(validateDependantName('', { ...values, forWhom: 'self' })).toBe(true);
    expect(validateDependantName('', values)).not.toBe(true);
    expect(validateRelationship('', values)).not.toBe(true);
    expect(validateRelationship('child', values)).toBe(true);
  });

  it('asks for consent with the API\'s message', () => {
    expect(validateConsent(false)).toBe(CONSENT_REQUIRED_MESSAGE);
    expect(validateConsent(true)).toBe(true);
  });
});

describe('the consent checkbox', () => {
  it('says what is kept, why and who sees it, links the Privacy Policy, and sends consent once ticked', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ acknowledged: true, insertedId: 'camp-07_u1' }), { status: 201, headers: { 'Content-Type': 'application/json' } }),
    );
    renderWithApp(<RegistrationModal open camp={camp} campId="camp-07" user={user} onClose={() => {}} onDone={() => {}} />);
    expect(await screen.findByText(/age, gender, phone number and emergency contact/)).toBeInTheDocument();
    expect(screen.getByText(/Only this camp’s organizers and clinicians can see them/)).toBeInTheDocument();
    expect(screen.getByText(/results of the screenings you have at the camp/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await userEvent.type(screen.getByLabelText(/^Age/), '34');
    await userEvent.selectOptions(screen.getByLabelText(/^Gender/), 'Female');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '020 7946 0018');
    await userEvent.type(screen.getByLabelText(/^Emergency contact/), '020 7946 0019');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(CONSENT_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const [, init] = fetchSpy.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ campId: 'camp-07', consent: true });
    fetchSpy.mockRestore();
  });
});
