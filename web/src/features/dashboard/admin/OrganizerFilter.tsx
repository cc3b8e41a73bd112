/**
 * The admin's "organizer" filter for the Manage Camps and Registered Camps
 * tables: every camp, or only those one organizer runs. Organizers see the
 * camps they run and get no filter.
 */
import type { UserProfile } from '@campcare/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { ListChoice } from '../components/ListToolbar.tsx';
import { apiList } from '../lib/apiList.ts';

/** How many organizers the filter offers (the users API's largest page). */
const MAX_ORGANIZERS = 50;

export function useOrganizerFilter(enabled: boolean): { organizer: string; filter: ReactNode } {
  const [organizer, setOrganizer] = useState('');
  const [organizers, setOrganizers] = useState<UserProfile[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    apiList<UserProfile>('/users', { role: 'Organizer', limit: MAX_ORGANIZERS }, controller.signal).then(
      (page) => setOrganizers(page.rows),
      // Without the list the filter offers "All organizers" only.
      () => {},
    );
    return () => controller.abort();
  }, [enabled]);
  if (!enabled) return { organizer: '', filter: null };
  const options = [
    { value: '', label: 'All organizers' },
    ...organizers.map((o) => ({ value: o.uid, label: o.displayName ? `${o.displayName} (${o.email})` : o.email })),
  ];
  return { organizer, filter: <ListChoice label="Organizer" value={organizer} options={options} onChange={setOrganizer} /> };
}
