/** The catalog keys of a referral's words (its reason's are in reasonKeys.ts): its urgency, where the follow-up stands, what it found, how someone was tried. */
import type { ContactChannel, FollowUpOutcome, FollowUpState, ReferralUrgency } from '@campcare/domain/clinical';

export const URGENCY_KEYS: Record<ReferralUrgency, string> = {
  urgent: 'stations.urgency.urgent',
  routine: 'stations.urgency.routine',
};

export const STATE_KEYS: Record<FollowUpState, string> = {
  due: 'stations.followUp.state.due',
  overdue: 'stations.followUp.state.overdue',
  closed: 'stations.followUp.state.closed',
  dismissed: 'stations.followUp.state.dismissed',
};

export const OUTCOME_KEYS: Record<FollowUpOutcome, string> = {
  reached: 'stations.followUp.outcome.reached',
  treated: 'stations.followUp.outcome.treated',
  declined: 'stations.followUp.outcome.declined',
  unreachable: 'stations.followUp.outcome.unreachable',
};

export const CHANNEL_KEYS: Record<ContactChannel, string> = {
  phone: 'stations.followUp.channel.phone',
  visit: 'stations.followUp.channel.visit',
  sms: 'stations.followUp.channel.sms',
  other: 'stations.followUp.channel.other',
};

/** A reason is worded to sit inside a sentence; alone on a line (a table cell, the slip) it starts with a capital (where its script has them). */
export function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
