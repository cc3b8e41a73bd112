/**
 * Reading the local inbox (MailDev, started beside the emulators by
 * `npm test` and `npm start`) through its REST API, and reading the
 * calendar files mails carry.
 */
import ICAL from 'ical.js';
import { mailInboxUrl } from '../../scripts/lib/maildev.ts';

export const MAIL_INBOX = mailInboxUrl();

export interface InboxMail {
  id: string;
  subject: string;
  to: { address: string; name: string }[];
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments?: { filename: string; generatedFileName: string; contentType: string }[];
}

/** Every mail the inbox holds for this address (MailDev filters on the recipient). */
export async function mailsTo(address: string): Promise<InboxMail[]> {
  const response = await fetch(`${MAIL_INBOX}/api/email?${new URLSearchParams({ 'to.address': address.toLowerCase() })}`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status}: is it running on ${MAIL_INBOX}?`);
  const all = (await response.json()) as InboxMail[];
  // The filter is MailDev's; checked again here so a looser filter cannot pass a test.
  return all.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

/**
 * Waits until `count` mails matching `subject` reached the address, then a
 * little longer (`settleMs`) so a second, unwanted one would have arrived
 * too; returns them all.
 */
export async function waitForMails(
  address: string,
  { subject, count = 1, timeoutMs = 60_000, settleMs = 1500 }: { subject?: string | RegExp; count?: number; timeoutMs?: number; settleMs?: number } = {},
): Promise<InboxMail[]> {
  const matches = (m: InboxMail) => !subject || (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(address)).filter(matches);
    if (found.length >= count) {
      await new Promise((r) => setTimeout(r, settleMs));
      return (await mailsTo(address)).filter(matches);
    }
    if (Date.now() > deadline) {
      const all = (await mailsTo(address)).map((m) => m.subject);
      throw new Error(`Waited ${timeoutMs / 1000} s for ${count} mail(s) "${subject ?? '*'}" to ${address}; the inbox holds: ${JSON.stringify(all)}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** The raw message as it was received (headers included). */
export async function mailSource(mail: InboxMail): Promise<string> {
  const response = await fetch(`${MAIL_INBOX}/api/email/${mail.id}/source`);
  if (!response.ok) throw new Error(`MailDev source of ${mail.id}: ${response.status}`);
  return response.text();
}

export async function attachmentText(mail: InboxMail, filename: string): Promise<string> {
  const attachment = mail.attachments?.find((a) => a.filename === filename);
  if (!attachment) throw new Error(`Mail "${mail.subject}" has no attachment ${filename}: ${JSON.stringify(mail.attachments)}`);
  const response = await fetch(`${MAIL_INBOX}/api/email/${mail.id}/attachment/${encodeURIComponent(attachment.generatedFileName)}`);
  if (!response.ok) throw new Error(`MailDev attachment ${filename} of ${mail.id}: ${response.status}`);
  return response.text();
}

export interface ParsedCalendarEvent {
  summary: string;
  location: string;
  /** The start and end as instants. */
  start: string;
  end: string;
  /** The zone the times are written in (TZID), or UTC. */
  zone: string;
  uid: string;
}

/** Parses an .ics with ical.js (Mozilla's iCalendar library), zones included. */
export function parseCalendar(text: string): ParsedCalendarEvent {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('The calendar file holds no event.');
  const event = new ICAL.Event(vevent);
  return {
    summary: event.summary,
    location: event.location,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    zone: event.startDate.zone?.tzid ?? 'floating',
    uid: event.uid,
  };
}
