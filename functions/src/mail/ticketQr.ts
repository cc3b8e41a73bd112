/**
 * The ticket in a mail: the same QR code the Registered Camps page draws
 * (the ticket code and its signature, domain ticketQrText, with the web's
 * qrcode options), as an inline PNG the
 * HTML shows by its Content-ID (many mail apps block data: URIs), with the
 * code in letters beside it.
 */
import { mayHoldTicket, ticketQrText, type MailAttachment, type TicketHolderState } from '@campcare/domain';
import { toBuffer } from 'qrcode';
import type { MailTicket } from './campMails.ts';

export const TICKET_QR_CID = 'ticket-qr@campcare';

export async function ticketQrAttachment(qrText: string): Promise<MailAttachment & { cid: string }> {
  const png = await toBuffer(qrText, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return { filename: 'ticket-qr.png', content: png.toString('base64'), encoding: 'base64', contentType: 'image/png', cid: TICKET_QR_CID };
}

/** The ticket a registration's mails carry: its own, while it may attend; null otherwise. */
export async function mailTicketOf(registration: TicketHolderState & { ticket?: string | null; ticketSignature?: string | null }): Promise<MailTicket | null> {
  const { ticket } = registration;
  return ticket && mayHoldTicket(registration) ? { code: ticket, qr: await ticketQrAttachment(ticketQrText(ticket, registration.ticketSignature)) } : null;
}
