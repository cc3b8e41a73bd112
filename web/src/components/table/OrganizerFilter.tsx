/**
 * The admin's "organizer" filter for the Manage Camps and Registered Camps
 * tables: every camp, or only those one organizer runs. Organizers see the
 * camps they run and get no filter.
 */
import type { UserProfile } from '@campcare/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { hasText, needCatalog, useTranslation } from '../../lib/i18n/index.ts';
import { ListChoice } from './ListToolbar.tsx';
import { apiList } from '../../lib/apiList.ts';
import { queryClient } from '../../lib/queryClient.ts';
import { USERS_KEY } from '../../lib/queryKeys.ts';

/** How many organizers the filter offers (the users API's largest page). */
const MAX_ORGANIZERS = 50;

/** A text of the filter: whether the `admin` part of the catalog is here in the language shown. */
const LABEL_KEY = 'admin.organizerFilter.label';

export function useOrganizerFilter(enabled: boolean): { organizer: string; filter: ReactNode } {
  const { t } = useTranslation();
  const [organizer, setOrganizer] = useState('');
  // The filter's words are in the admin's part of the catalog, which organizers' pages do not bring:
  // an admin's page fetches it, and the filter shows once it is here.
  const [, setTextsArrived] = useState(0);
  const textsHere = hasText(LABEL_KEY);
  useEffect(() => {
    if (!enabled || textsHere) return;
    let live = true;
    needCatalog('admin').then(
      () => live && setTextsArrived((n) => n + 1),
      // Without its words there is no filter: the table lists every camp.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [enabled, textsHere]);
  // Without the list (not read yet, or refused) the filter offers "All organizers" only.
  const organizers = useQuery(
    {
      queryKey: [...USERS_KEY, 'organizers'],
      queryFn: ({ signal }) => apiList<UserProfile>('/users', { role: 'Organizer', limit: MAX_ORGANIZERS }, signal),
      enabled,
    },
    queryClient,
  ).data?.rows ?? [];
  if (!enabled) return { organizer: '', filter: null };
  if (!textsHere) return { organizer, filter: null };
  const options = [
    { value: '', label: t('admin.organizerFilter.all') },
    ...organizers.map((o) => ({ value: o.uid, label: o.displayName ? `${o.displayName} (${o.email})` : o.email })),
  ];
  return { organizer, filter: <ListChoice label={t(LABEL_KEY)} value={organizer} options={options} onChange={setOrganizer} /> };
}
