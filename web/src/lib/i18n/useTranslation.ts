import { useMemo, useSyncExternalStore } from 'react';
import { i18n, translate } from './i18n.ts';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const locale = () => i18n.locale;

/**
 * `t('header.accountMenuFor', { name })` for a component, which renders again when the
 * language changes. No provider needed: there is one instance (i18n.ts).
 */
export function useTranslation() {
  const language = useSyncExternalStore(subscribe, locale, locale);
  return useMemo(() => ({ t: translate, language }), [language]);
}
