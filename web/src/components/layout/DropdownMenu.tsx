/**
 * A small menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown
 * opens it on the first item, arrows/Home/End move, Escape closes and returns
 * focus to the button, Tab or a click outside closes it, and choosing an item
 * closes it. Chakra's Menu brings ~15 KB of positioning code the header does
 * not need (the menu always opens under the button, right-aligned).
 */
import { Box } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export function DropdownMenu({
  trigger,
  triggerLabel,
  children,
  testId,
}: {
  trigger: ReactNode;
  triggerLabel: string;
  children: ReactNode;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusFirst = useRef<'first' | 'last' | null>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    if (focusFirst.current === 'first') list[0]?.focus();
    if (focusFirst.current === 'last') list[list.length - 1]?.focus();
    focusFirst.current = null;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function openWith(focus: 'first' | 'last' | null) {
    focusFirst.current = focus;
    setOpen(true);
  }

  function onButtonKey(e: KeyboardEvent) {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openWith('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openWith('last');
    }
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onMenuKey(e: KeyboardEvent) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(index + 1);
    else if (e.key === 'ArrowUp') move(index - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') close(false);
  }

  return (
    <Box position="relative" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={triggerLabel}
        onClick={() => (open ? close(false) : openWith(null))}
        onKeyDown={onButtonKey}
        data-testid={testId}
        className="campcare-pill"
      >
        {trigger}
      </button>
      {open && (
        <Box
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          position="absolute"
          right={0}
          top="calc(100% + 8px)"
          minW="230px"
          bg="bg.panel"
          borderWidth="1px"
          rounded="lg"
          boxShadow="lg"
          py={2}
          zIndex="dropdown"
          onKeyDown={onMenuKey}
          // Choosing any item closes the menu, so the page it opens is not covered.
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('[role="menuitem"]')) close(false);
          }}
        >
          {children}
        </Box>
      )}
    </Box>
  );
}

/** Styles for menu entries (links or buttons with role="menuitem"). */
export const menuItemCss = {
  display: 'block',
  width: '100%',
  textAlign: 'start',
  px: 4,
  py: 2,
  fontSize: 'sm',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { bg: 'bg.muted', outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
  cursor: 'pointer',
} as const;
