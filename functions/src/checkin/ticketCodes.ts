/** Ticket codes: random bytes from the operating system's generator, never derived from ids or times. */
import { randomBytes } from 'node:crypto';
import { mayHoldTicket, TICKET_BYTES, type TicketHolderState } from '@campcare/domain';

export function newTicketCode(): string {
  return randomBytes(TICKET_BYTES).toString('base64url');
}

/**
 * The ticket field a registration in this state gets when it is written:
 * its existing code if it has one (a code is never replaced, so a printed
 * ticket stays valid), a new one once it may attend, none before.
 */
export function ticketFieldFor(state: TicketHolderState, existing: string | null | undefined): { ticket: string } | Record<string, never> {
  if (existing) return { ticket: existing };
  return mayHoldTicket(state) ? { ticket: newTicketCode() } : {};
}
