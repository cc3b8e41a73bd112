import { Box, Link, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { LightInput } from '../../components/LightFormControls.tsx';
import { MAX_SEARCH_LENGTH } from '@campcare/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FiSearch } from '../../components/FeatherIcons.tsx';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useCampSuggestions } from './api/campSuggestions.ts';

const DEBOUNCE_MS = 250;

export function useDebounced<T>(value: T, ms = DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The search box with live suggestions (a combobox: arrow keys move through
 * the suggestions, Enter opens one, Escape closes the list). Typing also
 * filters the grid through `onSearch`, debounced.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const navigate = useNavigate();
  const boxRef = useRef<HTMLDivElement>(null);
  const debounced = useDebounced(text);

  // The URL changed from outside (back button, a shared link): show its search.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
    // onSearch changes identity with the view; only the typed text should trigger it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const trimmed = debounced.trim();
  const suggestions = useCampSuggestions(trimmed);
  const items = trimmed ? (suggestions.data ?? []) : [];
  useEffect(() => setActive(-1), [trimmed]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, items.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, -1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      const chosen = items[active];
      if (open && chosen) {
        event.preventDefault();
        navigate(`/campDetail/${chosen._id}`);
      } else {
        onSearch(text);
        setOpen(false);
      }
    }
  }

  const showList = open;
  return (
    <Box
      position="relative"
      ref={boxRef}
      flex="1"
      minW={{ base: 'full', md: '320px' }}
      onBlur={(e) => {
        if (!boxRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <VisuallyHidden asChild>
        <label htmlFor={`${listId}-input`}>{t('camps.search.label')}</label>
      </VisuallyHidden>
      <Box position="absolute" left={3} top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none">
        <FiSearch aria-hidden />
      </Box>
      <LightInput
        id={`${listId}-input`}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={`${listId}-list`}
        aria-activedescendant={showList && active >= 0 ? `${listId}-opt-${active}` : undefined}
        placeholder={t('camps.search.placeholder')}
        autoComplete="off"
        ps={9}
        value={text}
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        data-testid="camp-search"
      />
      {showList && (
        <Box
          as="ul"
          id={`${listId}-list`}
          role="listbox"
          aria-label={t('camps.search.suggestions')}
          position="absolute"
          zIndex="dropdown"
          top="calc(100% + 4px)"
          left={0}
          right={0}
          bg="bg"
          borderWidth="1px"
          rounded="md"
          boxShadow="lg"
          py={1}
          maxH="320px"
          overflowY="auto"
          listStyleType="none"
          data-testid="search-suggestions"
        >
          {!trimmed ? (
            <Text as="li" role="option" aria-disabled="true" aria-selected="false" px={3} py={2} color="fg.muted" fontSize="sm">
              {t('camps.search.typeToSearch')}
            </Text>
          ) : suggestions.status === 'loading' && items.length === 0 ? (
            <Box as="li" role="option" aria-disabled="true" aria-selected="false" px={3} py={2}>
              <Spinner size="sm" /> <VisuallyHidden>{t('camps.search.searching')}</VisuallyHidden>
            </Box>
          ) : items.length === 0 ? (
            <Text as="li" role="option" aria-disabled="true" aria-selected="false" px={3} py={2} color="fg.muted" fontSize="sm">
              {t('camps.search.noMatch', { search: trimmed })}
            </Text>
          ) : (
            items.map((camp, i) => (
              <Box as="li" key={camp._id} role="option" id={`${listId}-opt-${i}`} aria-selected={i === active}>
                <Link
                  asChild
                  display="block"
                  px={3}
                  py={2}
                  bg={i === active ? 'brand.subtle' : undefined}
                  _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                  tabIndex={-1}
                  data-testid="search-suggestion"
                >
                  <RouterLink to={`/campDetail/${camp._id}`}>
                    <Text fontWeight="medium">{camp.CampName}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {camp.Location}
                    </Text>
                  </RouterLink>
                </Link>
              </Box>
            ))
          )}
        </Box>
      )}
    </Box>
  );
}
