import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CAMP_FEE_MESSAGE, MAX_CAPACITY, MAX_REFUND_CUTOFF_HOURS, MAX_SEAT_OFFER_HOURS, MIN_SEAT_OFFER_HOURS } from '../src/index.ts';
import {
  campFields,
  cancellationReasonField,
  contactFields,
  containsMarkup,
  displayNameField,
  emailAddress,
  feedbackFields,
  normalizeDateTime,
  registrationFields,
  text,
} from '../src/fields/index.ts';

/** The value a schema gives, or the message it refuses the input with. */
function check(schema: z.ZodType, input: unknown): { value: unknown } | { message: string } {
  const result = schema.safeParse(input);
  return result.success ? { value: result.data } : { message: result.error.issues[0]!.message };
}

describe('text', () => {
  const name = text('Camp name', 3, 10);
  it('trims and bounds the text, naming the field in each message', () => {
    expect(check(name, '  Eye Camp ')).toEqual({ value: 'Eye Camp' });
    expect(check(name, undefined)).toEqual({ message: 'Camp name is required.' });
    expect(check(name, 42)).toEqual({ message: 'Camp name must be text.' });
    expect(check(name, ' ab ')).toEqual({ message: 'Camp name must be at least 3 characters.' });
    expect(check(name, 'a'.repeat(11))).toEqual({ message: 'Camp name must be at most 10 characters.' });
    expect(check(name, '<b>x</b>')).toEqual({ message: 'Camp name must not contain HTML.' });
  });
  it('says "required" for an empty one-character minimum', () => {
    expect(check(text('Name', 1, 5), '   ')).toEqual({ message: 'Name is required.' });
  });
});

describe('single-line fields', () => {
  const singleLine = { 'camp name': campFields.CampName, location: campFields.Location, professional: campFields.HealthcareProfessional, 'display name': displayNameField, "contact's name": contactFields.name, subject: contactFields.subject };
  it.each(Object.entries(singleLine))('%s refuses line breaks and other control characters, naming the field', (_field, schema) => {
    for (const value of ['Eye\r\nCamp', 'Eye\nCamp', 'Eye\rCamp', 'Eye\u0000Camp', 'Eye\tCamp', 'Eye\u007fCamp', 'Eye\u0085Camp', 'Eye\u2028Camp']) {
      const result = check(schema, value);
      expect(result, JSON.stringify(value)).toHaveProperty('message');
      expect((result as { message: string }).message, JSON.stringify(value)).toMatch(/one line|control characters/);
    }
    expect(check(schema, '  Eye Camp (Dhaka) ')).toEqual({ value: 'Eye Camp (Dhaka)' });
  });
  it('free text of several lines keeps its line breaks', () => {
    expect(check(campFields.Description, 'Line one of the camp.\r\nLine two.')).toEqual({ value: 'Line one of the camp.\r\nLine two.' });
    expect(check(contactFields.message, 'Hello there,\nsee you.')).toEqual({ value: 'Hello there,\nsee you.' });
  });
});

describe('containsMarkup', () => {
  it('spots tags and comments but not comparisons', () => {
    for (const s of ['<b>', '</p>', '<!-- x -->', '<?php', '<IMG src=x>']) expect(containsMarkup(s), s).toBe(true);
    for (const s of ['a < b', '3<4', 'x > y', 'age <18', '< script>']) expect(containsMarkup(s), s).toBe(false);
  });
});

describe('emailAddress', () => {
  it('lower-cases a valid address and refuses others', () => {
    expect(check(emailAddress('Email'), ' Ana@Example.ORG ')).toEqual({ value: 'ana@example.org' });
    expect(check(emailAddress('Email'), 'a@b')).toEqual({ message: 'Enter a valid email address.' });
    expect(check(emailAddress('Email'), undefined)).toEqual({ message: 'Email is required.' });
    expect(check(emailAddress('Email'), `${'a'.repeat(250)}@x.org`)).toEqual({ message: 'Email must be at most 254 characters.' });
  });
});

describe('normalizeDateTime', () => {
  it('stores ISO UTC from a datetime-local value, a Z value or an offset', () => {
    expect(normalizeDateTime('2030-01-01T10:00')).toBe('2030-01-01T10:00:00.000Z');
    expect(normalizeDateTime('2030-01-01T10:00:30.5Z')).toBe('2030-01-01T10:00:30.500Z');
    expect(normalizeDateTime('2030-01-01T10:00:00-03:30')).toBe('2030-01-01T13:30:00.000Z');
  });
  it('refuses impossible or out-of-range dates instead of rolling them over', () => {
    for (const bad of ['2030-02-29T10:00', '2030-13-01T10:00', '2030-01-01T24:00', '1999-12-31T10:00', '2030-01-01', 'soon', '', '2030-01-01T10:00Zjunk']) {
      expect(normalizeDateTime(bad), bad).toBeNull();
    }
    expect(normalizeDateTime('2028-02-29T10:00')).toBe('2028-02-29T10:00:00.000Z');
  });
});

describe('campFields', () => {
  it('takes fees of 0 or from $1 with at most two decimals, with one message', () => {
    for (const fee of [0, 1, 19.99, 100_000]) expect(check(campFields.CampFees, fee), String(fee)).toEqual({ value: fee });
    for (const fee of [0.5, 0.99, -1, 12.345, 100_000.01]) {
      expect(check(campFields.CampFees, fee), String(fee)).toEqual({ message: CAMP_FEE_MESSAGE });
    }
    expect(check(campFields.CampFees, '12')).toEqual({ message: 'Camp fees must be a number of dollars.' });
    for (const fee of [Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(check(campFields.CampFees, fee), String(fee)).toEqual({ message: 'Camp fees must be a number of dollars.' });
    }
  });
  it('bounds the refund cut-off to whole hours up to 30 days', () => {
    expect(check(campFields.refundCutoffHours, 0)).toEqual({ value: 0 });
    expect(check(campFields.refundCutoffHours, MAX_REFUND_CUTOFF_HOURS)).toEqual({ value: MAX_REFUND_CUTOFF_HOURS });
    expect(check(campFields.refundCutoffHours, 1.5)).toEqual({ message: 'The refund cut-off must be a whole number of hours.' });
    expect(check(campFields.refundCutoffHours, -1)).toEqual({ message: 'The refund cut-off cannot be negative.' });
    expect(check(campFields.refundCutoffHours, MAX_REFUND_CUTOFF_HOURS + 1)).toEqual({
      message: `The refund cut-off is at most ${MAX_REFUND_CUTOFF_HOURS} hours (30 days).`,
    });
  });
  it('bounds the capacity to whole seats and the seat offer to whole hours, with the messages the API answers', () => {
    expect(check(campFields.Capacity, 1)).toEqual({ value: 1 });
    expect(check(campFields.Capacity, MAX_CAPACITY)).toEqual({ value: MAX_CAPACITY });
    expect(check(campFields.Capacity, 2.5)).toEqual({ message: 'Capacity must be a whole number of seats.' });
    expect(check(campFields.Capacity, 0)).toEqual({ message: 'Capacity must be at least 1 seat (or empty for no limit).' });
    expect(check(campFields.Capacity, MAX_CAPACITY + 1)).toEqual({ message: 'Capacity is at most 100,000 seats.' });
    expect(check(campFields.Capacity, Number.NaN)).toEqual({ message: 'Capacity must be a number of seats (or empty for no limit).' });
    expect(check(campFields.seatOfferHours, MIN_SEAT_OFFER_HOURS)).toEqual({ value: MIN_SEAT_OFFER_HOURS });
    expect(check(campFields.seatOfferHours, 1.5)).toEqual({ message: 'The seat offer time must be a whole number of hours.' });
    expect(check(campFields.seatOfferHours, 0)).toEqual({ message: 'A seat offer lasts at least 1 hour.' });
    expect(check(campFields.seatOfferHours, MAX_SEAT_OFFER_HOURS + 1)).toEqual({ message: 'A seat offer lasts at most 168 hours (7 days).' });
  });
  it('reads the date and time as an ISO instant', () => {
    expect(check(campFields.DateTime, '2030-05-01T09:30')).toEqual({ value: '2030-05-01T09:30:00.000Z' });
    expect(check(campFields.DateTime, '2030-02-30T09:30')).toEqual({ message: 'Date and time must be a valid date, like 2026-12-05T09:00.' });
    expect(check(campFields.DateTime, undefined)).toEqual({ message: 'Date and time are required.' });
  });
  it('accepts only pictures uploaded to CampCare, or none', () => {
    expect(check(campFields.Image, '/api/images/abc-123')).toEqual({ value: '/api/images/abc-123' });
    expect(check(campFields.Image, '')).toEqual({ value: '' });
    expect(check(campFields.Image, 'https://elsewhere.example/x.png')).toEqual({
      message: 'Image must be an image uploaded to CampCare (/api/images/…).',
    });
  });
  it('bounds the text fields', () => {
    expect(check(campFields.CampName, 'ab')).toEqual({ message: 'Camp name must be at least 3 characters.' });
    expect(check(campFields.Location, 'x'.repeat(201))).toEqual({ message: 'Location must be at most 200 characters.' });
    expect(check(campFields.HealthcareProfessional, 'Dr')).toEqual({ message: 'Healthcare professional must be at least 3 characters.' });
    expect(check(campFields.Description, 'Too short')).toEqual({ message: 'Description must be at least 10 characters.' });
    expect(check(cancellationReasonField, 'no')).toEqual({ message: 'Reason must be at least 3 characters.' });
  });
});

describe('registrationFields', () => {
  it('takes an age from 0 to 120, as a number or the text of a numeric input', () => {
    expect(check(registrationFields.age, 34)).toEqual({ value: 34 });
    expect(check(registrationFields.age, ' 0 ')).toEqual({ value: 0 });
    expect(check(registrationFields.age, '121')).toEqual({ message: 'Age must be from 0 to 120.' });
    expect(check(registrationFields.age, '3.5')).toEqual({ message: 'Age must be a whole number.' });
    expect(check(registrationFields.age, 3.5)).toEqual({ message: 'Age must be a whole number.' });
    expect(check(registrationFields.age, undefined)).toEqual({ message: 'Age is required.' });
  });
  it('takes phone numbers of 6 to 15 digits with the usual separators', () => {
    expect(check(registrationFields.phoneNumber, ' +44 (20) 7946-0018 ')).toEqual({ value: '+44 (20) 7946-0018' });
    expect(check(registrationFields.phoneNumber, 5550142387)).toEqual({ value: '5550142387' });
    expect(check(registrationFields.phoneNumber, '12345')).toEqual({ message: 'Phone number must have from 6 to 15 digits.' });
    expect(check(registrationFields.phoneNumber, '1234567890123456')).toEqual({ message: 'Phone number must have from 6 to 15 digits.' });
    expect(check(registrationFields.emergencyContact, 'call me')).toEqual({
      message: 'Emergency contact must be a phone number: digits, spaces, +, - and brackets only.',
    });
  });
  it('reads the gender in any case', () => {
    expect(check(registrationFields.gender, 'female')).toEqual({ value: 'Female' });
    expect(check(registrationFields.gender, 'unknown')).toEqual({ message: 'Gender must be one of Male, Female, Other.' });
  });
});

describe('feedbackFields and contactFields', () => {
  it('rate from 1 to 5 and bound the review', () => {
    expect(check(feedbackFields.ratting, '5')).toEqual({ value: 5 });
    expect(check(feedbackFields.ratting, 0)).toEqual({ message: 'Rating must be from 1 to 5.' });
    expect(check(feedbackFields.feedback, 'ok')).toEqual({ message: 'Feedback must be at least 3 characters.' });
  });
  it('check the contact message', () => {
    expect(check(contactFields.name, 'A')).toEqual({ message: 'Name must be at least 2 characters.' });
    expect(check(contactFields.phone, 'call me')).toEqual({ message: 'Phone may contain only digits, spaces and + - ( ).' });
    expect(check(contactFields.phone, '')).toEqual({ value: '' });
    expect(check(contactFields.message, 'Too short')).toEqual({ message: 'Message must be at least 10 characters.' });
  });
});
