import { describe, expect, it } from 'vitest';
import { campInputSchema, campListQuerySchema, imageIdFromUrl } from '../../src/camps/schemas.ts';

const valid = {
  CampName: 'Eye Camp',
  Image: '/api/images/abc123',
  CampFees: 10,
  DateTime: '2030-01-01T10:00',
  Location: 'Porto',
  HealthcareProfessional: 'Dr. Costa',
  Description: 'A long enough description.',
};

describe('campInputSchema', () => {
  it('drops unknown fields, ParticipantCount included', () => {
    const parsed = campInputSchema.parse({ ...valid, ParticipantCount: 50, createdBy: 'x' });
    expect(parsed).not.toHaveProperty('ParticipantCount');
    expect(parsed).not.toHaveProperty('createdBy');
  });
  it('refuses fees the domain refuses', () => {
    for (const CampFees of [-0.01, 1.005, 100_000.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(campInputSchema.safeParse({ ...valid, CampFees }).success, String(CampFees)).toBe(false);
    }
  });
  it('refuses markup in text fields and trims', () => {
    expect(campInputSchema.safeParse({ ...valid, CampName: 'A <b>bold</b> camp' }).success).toBe(false);
    expect(campInputSchema.safeParse({ ...valid, Description: 'Children < 12 years come free.' }).success).toBe(true);
    expect(campInputSchema.parse({ ...valid, CampName: '  Eye Camp ' }).CampName).toBe('Eye Camp');
  });
});

describe('imageIdFromUrl', () => {
  it('accepts only our own image URLs', () => {
    expect(imageIdFromUrl('/api/images/abc-123_X')).toBe('abc-123_X');
    for (const url of ['https://x.example/api/images/abc', '/api/images/../users', '/api/images/__x__', '/api/images/']) {
      expect(imageIdFromUrl(url), url).toBeNull();
    }
  });
});

describe('campListQuerySchema', () => {
  it('defaults and refuses unknown sorts', () => {
    expect(campListQuerySchema.parse({})).toMatchObject({ sortValue: '', searchValue: '' });
    expect(campListQuerySchema.safeParse({ sortValue: 'price' }).success).toBe(false);
    expect(campListQuerySchema.safeParse({ sortValue: ['CampFees'] }).success).toBe(false);
  });
});
