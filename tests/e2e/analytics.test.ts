/**
 * The analytics pages add up: every figure the organizer's, the admin's and
 * the participant's analytics show (and the attendance at past camps) is
 * read off the page and compared with a count made directly in Firestore on
 * the seed, with each figure's one-line definition on the page, in English
 * and in Bengali. Confirmed never exceeds paid; revenue is net of refunds.
 * The screening and referral figures are recounted from the results and
 * referrals documents of the camps in scope.
 */
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, mayHoldTicket, type Booking, type Camp, type Registration } from '@campcare/domain';
import { LOAD, logInAt, newPage, seededBrowser } from '../support/browser.ts';
import { catalogText } from '../support/catalog.ts';
import { adminServices, SITE } from '../support/emulators.ts';

const ORGANIZER = { email: 'organizer@campcare.test', password: 'campcare-organizer' };
const ADMIN = { email: 'admin@campcare.test', password: 'campcare-admin' };
const PARTICIPANT = { email: 'participant@campcare.test', password: 'campcare-participant' };

const browser: () => Browser = seededBrowser();

type Language = 'en' | 'bn';
const LOCALES: Record<Language, string> = { en: 'en-US', bn: 'bn-BD' };

/** A number as the page writes it in that language (Bengali digits in Bengali). */
const count = (n: number, language: Language) => new Intl.NumberFormat(LOCALES[language]).format(n);
const money = (cents: number, language: Language) =>
  new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'USD' }).format(cents / 100);
const rate = (part: number, whole: number) => (whole > 0 ? Math.round((Math.min(part, whole) / whole) * 100) : 0);

async function statValue(page: Page, label: string): Promise<string> {
  const value = page.getByTestId(`stat-${label}`);
  await value.waitFor(LOAD);
  return (await value.innerText()).trim();
}

/** The stat card's text beside its value: its definition and its details. */
async function statCardText(page: Page, label: string): Promise<string> {
  return page.getByTestId(`stat-card-${label}`).innerText();
}

/** What an organizer's figures cover, counted straight from Firestore: the camps in scope (one organizer's, or all). */
async function organizerCounts(uid: string | null) {
  const { db } = adminServices();
  const scoped = (collection: string) => (uid ? db.collection(collection).where('organizerUids', 'array-contains', uid) : db.collection(collection));
  const [camps, registrations, bookings] = await Promise.all([scoped(COLLECTIONS.camps).get(), scoped(COLLECTIONS.registrations).get(), scoped(COLLECTIONS.bookings).get()]);
  const regs = registrations.docs.map((d) => d.data() as Registration);
  const paid = regs.filter((r) => r.PaymentStatus === 'Paid');
  const confirmed = paid.filter((r) => r.ConfirmationStatus === 'Confirmed');
  const revenueCents = bookings.docs.map((d) => d.data() as Booking).reduce((sum, b) => sum + b.amount - (b.amountRefunded ?? 0), 0);
  // Attendance: the ten most recent camps in scope that have started, and who of those who may attend came.
  const now = new Date().toISOString();
  const past = camps.docs
    .map((d) => ({ id: d.id, camp: d.data() as Camp }))
    .filter((c) => c.camp.DateTime < now)
    .sort((a, b) => b.camp.DateTime.localeCompare(a.camp.DateTime))
    .slice(0, 10);
  const pastIds = new Set(past.map((c) => c.id));
  const { docs: allRegistrations } = await db.collection(COLLECTIONS.registrations).get();
  const attending = allRegistrations.map((d) => d.data() as Registration).filter((r) => pastIds.has(r.campId) && mayHoldTicket(r));
  // Screening and referrals: distinct people with a result, and with a referral not dismissed, at the camps in scope.
  const campIds = new Set(camps.docs.map((d) => d.id));
  const [resultSnaps, referralSnaps] = await Promise.all([db.collection(COLLECTIONS.screeningResults).get(), db.collection(COLLECTIONS.referrals).get()]);
  const results = resultSnaps.docs.map((d) => d.data()).filter((r) => campIds.has(r.campId));
  const referrals = referralSnaps.docs.map((d) => d.data()).filter((r) => campIds.has(r.campId) && r.status !== 'dismissed');
  const people = (rows: { campId?: string; registrationId?: string }[]) => new Set(rows.map((r) => `${r.campId}/${r.registrationId}`)).size;
  return {
    clinical: { screened: people(results), referred: people(referrals), referrals: referrals.length, closed: referrals.filter((r) => r.status === 'closed').length },
    camps: camps.size,
    registrations: regs.length,
    paid: paid.length,
    confirmed: confirmed.length,
    revenueCents,
    expected: attending.length,
    checkedIn: attending.filter((r) => r.checkedInAt).length,
  };
}

async function expectOrganizerFigures(page: Page, language: Language, uid: string | null) {
  const text = (key: string, values: Record<string, string> = {}) => catalogText(language, key, values);
  const counted = await organizerCounts(uid);
  expect(counted.confirmed).toBeLessThanOrEqual(counted.paid);
  expect(counted.revenueCents).toBeGreaterThan(0);

  expect(await statValue(page, text('organizer.analytics.camps'))).toBe(count(counted.camps, language));
  expect(await statValue(page, text('organizer.analytics.registrations'))).toBe(count(counted.registrations, language));
  expect(await statValue(page, text('organizer.analytics.revenue'))).toBe(money(counted.revenueCents, language));
  const rateLabel = text('organizer.analytics.confirmationRate');
  expect(await statValue(page, rateLabel)).toBe(text('organizer.analytics.percent', { rate: count(rate(counted.confirmed, counted.paid), language) }));
  expect(await statCardText(page, rateLabel)).toContain(
    text('organizer.analytics.confirmedOfPaid', { confirmed: count(counted.confirmed, language), paid: count(counted.paid, language) }),
  );
  // Each figure says what it counts.
  for (const [label, definition] of [
    ['camps', 'campsDefinition'],
    ['registrations', 'registrationsDefinition'],
    ['revenue', 'revenueDefinition'],
    ['confirmationRate', 'confirmationRateDefinition'],
  ]) {
    expect(await statCardText(page, text(`organizer.analytics.${label}`))).toContain(text(`organizer.analytics.${definition}`));
  }

  // Attendance at past camps.
  const attendanceLabel = text('checkin.attendance.attendance');
  expect(await statValue(page, attendanceLabel)).toBe(text('checkin.attendance.percent', { rate: count(rate(counted.checkedIn, counted.expected), language) }));
  expect(await statCardText(page, attendanceLabel)).toContain(
    text('checkin.attendance.attendanceHelp', { checkedIn: count(counted.checkedIn, language), expected: count(counted.expected, language) }),
  );
  expect(await statCardText(page, attendanceLabel)).toContain(text('checkin.attendance.attendanceDefinition'));
  const noShowLabel = text('checkin.attendance.noShowRate');
  expect(await statValue(page, noShowLabel)).toBe(
    text('checkin.attendance.percent', { rate: count(counted.expected > 0 ? 100 - rate(counted.checkedIn, counted.expected) : 0, language) }),
  );
  expect(await statCardText(page, noShowLabel)).toContain(text('checkin.attendance.noShowDefinition'));

  // Screening and referrals (the seed's past dental camp has results, referrals and some follow-up done).
  const clinical = counted.clinical;
  expect(clinical.screened).toBeGreaterThan(0);
  expect(clinical.closed).toBeGreaterThan(0);
  const percent = (part: number, whole: number) => text('stations.figures.percent', { rate: count(Math.round((part / whole) * 100), language) });
  expect(await statValue(page, text('stations.figures.screened'))).toBe(count(clinical.screened, language));
  const referralRate = text('stations.figures.referralRate');
  expect(await statValue(page, referralRate)).toBe(percent(clinical.referred, clinical.screened));
  expect(await statCardText(page, referralRate)).toContain(
    text('stations.figures.referralRateHelp', { referred: count(clinical.referred, language), screened: count(clinical.screened, language) }),
  );
  const closureRate = text('stations.figures.closureRate');
  expect(await statValue(page, closureRate)).toBe(percent(clinical.closed, clinical.referrals));
  expect(await statCardText(page, closureRate)).toContain(
    text('stations.figures.closureRateHelp', { closed: count(clinical.closed, language), referrals: count(clinical.referrals, language) }),
  );
  for (const label of ['screened', 'referralRate', 'closureRate', 'timeToClose']) {
    expect(await statCardText(page, text(`stations.figures.${label}`))).toContain(text(`stations.figures.${label}Definition`));
  }
}

let uids: Record<'organizer' | 'participant', string>;

beforeAll(async () => {
  const { auth } = adminServices();
  uids = {
    organizer: (await auth.getUserByEmail(ORGANIZER.email)).uid,
    participant: (await auth.getUserByEmail(PARTICIPANT.email)).uid,
  };
});

describe.each<Language>(['en', 'bn'])('analytics that add up (%s)', (language) => {
  it("an organizer's figures are the counts of the camps they run", async () => {
    const { page, context } = await newPage(browser());
    await logInAt(page, `${SITE}/dashboard/organizerAnalytics?lang=${language}`, ORGANIZER);
    await expectOrganizerFigures(page, language, uids.organizer);
    // The registrations chart's camp names, top to bottom: each ends above the next one starts.
    const names = page.locator('.recharts-yAxis-tick-labels text');
    await names.first().waitFor(LOAD);
    const boxes = await names.evaluateAll((els) => els.map((el) => ({ name: el.textContent, top: el.getBoundingClientRect().top, bottom: el.getBoundingClientRect().bottom })));
    boxes.sort((a, b) => a.top - b.top);
    expect(boxes.length).toBeGreaterThan(1);
    const overlapping = boxes.slice(1).filter((box, i) => box.top < boxes[i]!.bottom);
    expect(overlapping.map((box) => `${box.name} starts above the end of the name before it`)).toEqual([]);
    await context.close();
  });

  it("an admin's figures are the counts of every camp", async () => {
    const { page, context } = await newPage(browser());
    await logInAt(page, `${SITE}/dashboard/organizerAnalytics?lang=${language}`, ADMIN);
    await expectOrganizerFigures(page, language, null);
    await context.close();
  });

  it("a participant's figures are the counts of their own registrations and payments", async () => {
    const text = (key: string, values: Record<string, string> = {}) => catalogText(language, key, values);
    const { db } = adminServices();
    const [registrations, bookings] = await Promise.all([
      db.collection(COLLECTIONS.registrations).where('participantUid', '==', uids.participant).get(),
      db.collection(COLLECTIONS.bookings).where('participantUid', '==', uids.participant).get(),
    ]);
    const regs = registrations.docs.map((d) => d.data() as Registration);
    const now = new Date().toISOString();
    const paidCents = bookings.docs.map((d) => d.data() as Booking).reduce((sum, b) => sum + b.amount - (b.amountRefunded ?? 0), 0);

    const { page, context } = await newPage(browser());
    await logInAt(page, `${SITE}/dashboard?lang=${language}`, PARTICIPANT);
    expect(await statValue(page, text('dashboard.home.campsJoined'))).toBe(count(regs.length, language));
    expect(await statValue(page, text('dashboard.home.upcomingCamps'))).toBe(count(regs.filter((r) => r.DateTime > now).length, language));
    expect(await statValue(page, text('dashboard.home.totalPaid'))).toBe(money(paidCents, language));
    expect(await statValue(page, text('dashboard.home.confirmations'))).toBe(count(regs.filter((r) => r.ConfirmationStatus === 'Confirmed').length, language));
    for (const [label, definition] of [
      ['campsJoined', 'campsJoinedDefinition'],
      ['upcomingCamps', 'upcomingCampsDefinition'],
      ['totalPaid', 'totalPaidDefinition'],
      ['confirmations', 'confirmationsDefinition'],
    ]) {
      expect(await statCardText(page, text(`dashboard.home.${label}`))).toContain(text(`dashboard.home.${definition}`));
    }
    await context.close();
  });
});
