import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { switchLanguage } from '../../lib/i18n/index.ts';
import type { Review } from './ReviewCard.tsx';
import ReviewsSwiper from './ReviewsSwiper.tsx';

const reviews: Review[] = ['Ana Lima', 'Omar Haque', 'Priya Sharma', 'Lena Novak'].map((Name, i) => ({
  _id: `r${i}`,
  campId: 'camp-1',
  CampName: 'Free Eye Screening',
  Name,
  photoURL: null,
  ratting: 5,
  feedback: 'Kind and quick.',
  createdAt: '2026-01-01T10:00:00.000Z',
}));

const renderSwiper = () => renderWithApp(<ReviewsSwiper reviews={reviews} />);

describe('the reviews carousel', () => {
  // jsdom has no matchMedia: no reduced-motion preference.
  beforeEach(() => vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} })));
  afterEach(() => vi.unstubAllGlobals());

  it('labels its slides and bullets as Swiper did in English', async () => {
    const { container } = renderSwiper();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Go to review 1' })).toBeInTheDocument());
    expect(container.querySelector('.swiper-slide')).toHaveAttribute('aria-label', '1 / 4');
    expect(screen.getByRole('button', { name: 'Next reviews' })).toBeInTheDocument();
  });

  it('labels them in Bengali with Bengali digits', async () => {
    await switchLanguage('bn', { remember: false });
    try {
      const { container } = renderSwiper();
      await waitFor(() => expect(screen.getByRole('button', { name: '১ নম্বর রিভিউতে যান' })).toBeInTheDocument());
      expect(container.querySelector('.swiper-slide')).toHaveAttribute('aria-label', '৪টির মধ্যে ১ নম্বর');
      expect(screen.getByRole('button', { name: 'পরের রিভিউগুলো' })).toBeInTheDocument();
    } finally {
      await switchLanguage('en', { remember: false });
    }
  });
});
