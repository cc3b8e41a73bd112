/**
 * The header's language choice: a native select (labelled, keyboard and
 * screen-reader friendly as it is), each language named in its own words.
 * The choice is remembered on the device; a `?lang=` in the address is
 * dropped on a change, so the choice is what a reload shows.
 */
import { chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { useSearchParams } from 'react-router-dom';
import { currentLanguage, isLanguage, LANGUAGE_PARAM, LANGUAGES, switchLanguage, useTranslation } from '../../lib/i18n/index.ts';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [switching, setSwitching] = useState(false);

  async function choose(value: string) {
    if (!isLanguage(value)) return;
    setSwitching(true);
    try {
      await switchLanguage(value);
      if (searchParams.has(LANGUAGE_PARAM)) {
        setSearchParams(
          (params) => {
            params.delete(LANGUAGE_PARAM);
            return params;
          },
          { replace: true, preventScrollReset: true },
        );
      }
    } catch {
      toast.error(t('language.loadFailed'));
    } finally {
      setSwitching(false);
    }
  }

  return (
    <chakra.select
      data-testid="language-switcher"
      aria-label={t('language.label')}
      value={currentLanguage()}
      disabled={switching}
      onChange={(e) => void choose(e.target.value)}
      h="36px"
      px={2}
      fontSize="sm"
      bg="bg"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      cursor="pointer"
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
    >
      {LANGUAGES.map((language) => (
        <option key={language.code} value={language.code} lang={language.code}>
          {language.name}
        </option>
      ))}
    </chakra.select>
  );
}
