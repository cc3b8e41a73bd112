import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { CampCard, type CampSummary } from './CampCard.tsx';

const camp: CampSummary = {
  _id: 'camp-07',
  CampName: 'Heart Health Screening',
  Image: '/api/images/heart',
  CampFees: 120,
  DateTime: '2026-12-26T08:00:00.000Z',
  Location: 'Hospital Clínic outpatient wing, Barcelona',
  HealthcareProfessional: 'Dr. Lee',
  ParticipantCount: 1234,
};

function professionalShown(professional: string): string {
  renderWithApp(<CampCard camp={{ ...camp, HealthcareProfessional: professional }} />);
  return screen.getByTestId('camp-professional').textContent ?? '';
}

describe('the camp card', () => {
  it('shows name, place, fee, participants and links to the camp', async () => {
    renderWithApp(<CampCard camp={camp} />);
    expect(await screen.findByRole('heading', { name: 'Heart Health Screening' })).toBeInTheDocument();
    expect(screen.getByText('$120.00')).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText(camp.Location)).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/campDetail/camp-07');
    expect(screen.queryByTestId('registered-badge')).not.toBeInTheDocument();
  });

  it('shows free camps as Free', async () => {
    renderWithApp(<CampCard camp={{ ...camp, CampFees: 0 }} />);
    expect(await screen.findByText('Free')).toBeInTheDocument();
  });

  it('keeps a professional shorter than 16 characters whole', () => {
    expect(professionalShown('Dr. Lee')).toBe('Dr. Lee');
  });

  it('keeps 16 to 40 characters whole', () => {
    const forty = 'Dr. Amir Haddad, Respiratory Physician!!';
    expect(forty).toHaveLength(40);
    expect(professionalShown(forty)).toBe(forty);
  });

  it('cuts longer text to 40 characters and an ellipsis', () => {
    const long = 'Dr. Sarah Mitchell, Consultant Ophthalmologist and team';
    expect(professionalShown(long)).toBe(`${long.slice(0, 40)}…`);
  });

  it('shows the Registered badge for a camp the participant joined', async () => {
    renderWithApp(<CampCard camp={camp} registered />);
    expect(await screen.findByTestId('registered-badge')).toHaveTextContent('Registered');
  });
});
