/**
 * A table row's action button that is live only when a shared domain rule
 * allows it (the same rule the API uses to refuse); when it does not, the
 * reason is the button's tooltip.
 */
import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function RuleButton({
  allowed,
  refusal,
  busy,
  destructive = false,
  opensDialog = false,
  onClick,
  label,
  children,
}: {
  allowed: boolean;
  /** Why the rule refuses, shown when it does. */
  refusal: string;
  /** Another action on the same row is under way. */
  busy: boolean;
  /** Red outline for removals; brand for everything else. */
  destructive?: boolean;
  /** It opens a dialog (an "Are you sure?"), which assistive technology announces. */
  opensDialog?: boolean;
  onClick: () => void;
  /** The accessible name, which says which row it acts on. */
  label: string;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      colorPalette={destructive ? 'red' : 'brand'}
      variant={destructive ? 'outline' : undefined}
      onClick={onClick}
      disabled={!allowed || busy}
      title={allowed ? undefined : refusal}
      aria-label={label}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
    >
      {children}
    </Button>
  );
}
