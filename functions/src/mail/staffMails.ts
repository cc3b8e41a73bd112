/**
 * The invitation to a camp's staff: mailed to the address an organizer
 * typed, with the link that accepts it. The link's token is known only to
 * this mail (the invitation keeps its hash), so the mail is queued by the
 * staff store in the same batch as the invitation, like the donation
 * thank-you, rather than by a trigger that could not know the token.
 */
import { campTimeZone, formatDateTimeInZone, type MailLanguage, type StaffRole } from '@campcare/domain';
import type { MailLinks } from './campMails.ts';
import { renderMail } from './layout.ts';
import { MAIL_LOCALES, MAIL_TEXTS } from './mailTexts.ts';
import { mailId, type QueuedMail } from './queue.ts';

export interface StaffInvitationFacts {
  invitationId: string;
  token: string;
  email: string;
  role: StaffRole;
  CampName: string;
  TimeZone?: string;
  inviterName: string;
  expiresAt: string;
}

/** Where the invitation is accepted: the dashboard page, which asks the invitee to sign in first. */
export const staffInvitationUrl = (links: MailLinks, id: string, token: string) =>
  `${links.origin}/dashboard/staff-invitation/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;

/** One mail per invitation (a new invitation to the same address is a new id). */
export const staffInvitationMailId = (invitationId: string) => mailId(invitationId, 'staff-invitation');

export function staffInvitationMail(facts: StaffInvitationFacts, links: MailLinks, language: MailLanguage = 'en'): QueuedMail {
  const words = MAIL_TEXTS[language];
  const role = facts.role === 'door' ? words.staffRoleDoor : words.staffRoleClinician;
  const expires = formatDateTimeInZone(facts.expiresAt, campTimeZone(facts), MAIL_LOCALES[language]);
  return {
    to: facts.email,
    uid: null,
    kind: 'staff-invitation',
    message: renderMail(
      {
        subject: words.staffInviteSubject(facts.CampName),
        heading: words.staffInviteHeading(facts.CampName),
        paragraphs: [
          words.staffInviteBody(facts.inviterName, role, facts.CampName),
          facts.role === 'door' ? words.staffDoorDoes : words.staffClinicianDoes,
          words.staffInviteAccount(facts.email),
          words.staffInviteExpires(expires),
        ],
        details: [[words.campLabel, facts.CampName]],
        action: { label: words.staffInviteAccept, url: staffInvitationUrl(links, facts.invitationId, facts.token) },
        footer: [words.staffInviteFooter],
      },
      language,
    ),
  };
}
