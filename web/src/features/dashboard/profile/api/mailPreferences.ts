/** The signed-in user's mail preferences: GET and PUT /api/mail/preferences. */
import type { MailPreferences } from '@campcare/domain';
import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../../../../lib/api.ts';

export const readMailPreferences = () => apiFetch<MailPreferences>('/mail/preferences');

export const saveMailPreferences = (preferences: MailPreferences) =>
  apiFetch<MailPreferences>('/mail/preferences', { method: 'PUT', body: preferences });

export interface MailPreferencesState {
  preferences: MailPreferences | null;
  error: unknown;
  saving: boolean;
  /** Saves and shows the server's answer; throws the server's error (the setting stays as it was). */
  save: (preferences: MailPreferences) => Promise<void>;
}

export function useMailPreferences(): MailPreferencesState {
  const [preferences, setPreferences] = useState<MailPreferences | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    readMailPreferences().then(
      (p) => live && setPreferences(p),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, []);

  const save = useCallback(async (next: MailPreferences) => {
    setSaving(true);
    try {
      setPreferences(await saveMailPreferences(next));
    } finally {
      setSaving(false);
    }
  }, []);

  return { preferences, error, saving, save };
}
