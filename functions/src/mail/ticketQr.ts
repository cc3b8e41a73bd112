/**
 * The ticket in a mail: the same QR code the Registered Camps page draws
 * (the ticket code, with the web's qrcode options), as an inline PNG the
 * HTML shows by its Content-ID (many mail apps block data: URIs), with the
 * code in letters beside it.
 */
import { mayHoldTicket, type MailAttachment, type TicketHolderState } from '@campcare/domain';
import { toBuffer } from 'qrcode';
import type { MailTicket } from './campMails.ts';

export const TICKET_QR_CID = 'ticket-qr@campcare';

export async function ticketQrAttachment(ticket: string): Promise<MailAttachment & { cid: string }> {
  const png = await toBuffer(ticket, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return { filename: 'ticket-qr.png', content: png.toString('base64'), encoding: 'base64', contentType: 'image/png', cid: TICKET_QR_CID };
}

/** The ticket a registration's mails carry: its own, while it may attend; null otherwise. */
export async function mailTicketOf(registration: TicketHolderState & { ticket?: string | null }): Promise<MailTicket | null> {
  return registration.ticket && mayHoldTicket(registration) ? { code: registration.ticket, qr: await ticketQrAttachment(registration.ticket) } : null;
}
