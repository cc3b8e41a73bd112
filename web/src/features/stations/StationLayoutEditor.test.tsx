import { screen } from '@testing-library/react';
import type { CampStaffMemberWithId, StationSummary } from '@campcare/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { organizerSession, renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { holdFetch } from '../../../test/holdFetch.ts';
import { StationLayoutEditor } from './StationLayoutEditor.tsx';

const vitals: StationSummary = {
  campId: 'camp-s',
  stationId: 'st-1',
  kind: 'vitals',
  name: 'Vitals',
  order: 0,
  clinicianUids: [],
  waiting: 0,
  called: 0,
  done: 0,
  longestWaitSince: null,
};
const clinician: CampStaffMemberWithId = {
  _id: 'camp-s_u-c',
  campId: 'camp-s',
  uid: 'u-c',
  role: 'clinician',
  email: 'rahman@example.test',
  name: 'Dr. Rahman',
  invitedBy: 'u-organizer',
  acceptedAt: '2026-11-20T10:00:00.000Z',
};

afterEach(() => vi.restoreAllMocks());

describe("the organizers' station layout", () => {
  it('says it is loading the clinicians, busy, until the staff list arrives', async () => {
    const { answer } = holdFetch();
    renderWithProviders(<StationLayoutEditor campId="camp-s" stations={[vitals]} />, organizerSession);
    // Busy, so assistive technology (and the accessibility scans) wait for the clinicians to choose from.
    expect(await screen.findByText('Loading the camp’s clinicians…')).toHaveAttribute('aria-busy', 'true');
    answer({ staff: [clinician] });
    expect(await screen.findByText('Dr. Rahman')).toBeInTheDocument();
    expect(screen.queryByText('Loading the camp’s clinicians…')).toBeNull();
  });
});
