/**
 * Where a dialog's focus goes when it opens. The dialog's focus trap starts a
 * frame after the dialog is on screen, and later on a busy phone; it then
 * focuses the first field (or the one the dialog names) and selects its text.
 * Someone quick has already tapped a field by then: moving the focus away
 * would make what they type replace the first field's text (a camp's
 * location, typed at once, became its name). A field they already chose in
 * the dialog keeps the focus.
 */
import type { RefObject } from 'react';

export function firstFocusKeepingTheirs(
  content: RefObject<HTMLElement | null>,
  preferred?: () => HTMLElement | null,
): () => HTMLElement | null {
  return () => {
    const dialog = content.current;
    const focused = dialog?.ownerDocument.activeElement;
    if (dialog && focused instanceof HTMLElement && focused !== dialog && dialog.contains(focused)) return focused;
    return preferred?.() ?? null;
  };
}
