/** Ticket codes: random bytes from the operating system's generator, never derived from ids or times. */
import { randomBytes } from 'node:crypto';
import { mayHoldTicket, TICKET_BYTES, type Registration, type TicketHolderState } from '@campcare/domain';
import { signTicket } from './ticketSigning.ts';

export function newTicketCode(): string {
  return randomBytes(TICKET_BYTES).toString('base64url');
}

type TicketFields = Pick<Registration, 'ticket' | 'ticketSignature'>;

/**
 * The ticket fields a registration of this camp in this state gets when it
 * is written: its existing code if it has one (a code is never replaced, so a
 * printed ticket stays valid), a new one once it may attend, none before;
 * with the code's signature for offline checks at the door (made now for a
 * code handed out before tickets were signed).
 */
export function ticketFieldFor(
  state: TicketHolderState,
  campId: string,
  existing: Partial<TicketFields> = {},
): TicketFields | Record<string, never> {
  const ticket = existing.ticket || (mayHoldTicket(state) ? newTicketCode() : null);
  if (!ticket) return {};
  const ticketSignature = existing.ticket && existing.ticketSignature ? existing.ticketSignature : signTicket(campId, ticket);
  return ticketSignature ? { ticket, ticketSignature } : { ticket };
}
