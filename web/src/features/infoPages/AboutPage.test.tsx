import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { switchLanguage } from '../../lib/i18n/index.ts';
import { AboutPage } from './AboutPage.tsx';

describe('About Us', () => {
  it('reads as before in English', async () => {
    renderWithApp(<AboutPage />, { path: '/about' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About CampCare' })).toBeInTheDocument();
    expect(document.title).toBe('About Us | CampCare');
    expect(screen.getByRole('heading', { name: 'What we offer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Eye care' })).toBeInTheDocument();
    expect(screen.getByText('Antenatal checks, vaccinations and child growth monitoring.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "A nurse checking a patient's blood pressure at a community camp" })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'hello@campcare.org' });
    expect(link.parentElement).toHaveTextContent('Want to volunteer, host a camp or partner with us? Write to hello@campcare.org or call +1 (555) 123-4567.');
  });

  it('speaks Bengali, with the partners’ names and the phone number as written', async () => {
    await switchLanguage('bn', { remember: false });
    try {
      renderWithApp(<AboutPage />, { path: '/about' });
      expect(await screen.findByRole('heading', { level: 1, name: 'CampCare সম্পর্কে' })).toBeInTheDocument();
      expect(document.title).toBe('আমাদের সম্পর্কে | CampCare');
      expect(screen.getByRole('heading', { name: 'আমরা যে সেবা দিই' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'চোখের যত্ন' })).toBeInTheDocument();
      expect(screen.getByText('Lakeside Medical College')).toBeInTheDocument();
      const link = screen.getByRole('link', { name: 'hello@campcare.org' });
      expect(link.parentElement).toHaveTextContent(
        'স্বেচ্ছাসেবক হতে, ক্যাম্প আয়োজন করতে বা আমাদের অংশীদার হতে চান? hello@campcare.org ঠিকানায় লিখুন অথবা +1 (555) 123-4567 নম্বরে ফোন করুন।',
      );
    } finally {
      await switchLanguage('en', { remember: false });
    }
  });
});
