/**
 * `npm run bench:sms`: the day-before text reminders at scale, on their own
 * emulators and SMS inbox. It seeds 1,000 registrations on 10 camps starting
 * within the next day (950 accounts: 50 hold a second seat for someone they
 * care for at the same camp; half the accounts opted in to texts, in English
 * and Bengali; half of them live where it is night now, some of those at a
 * camp that starts before their morning), runs the reminder sweep twice and
 * the queue's sweep twice (a scheduler run again, or restarted), waits for
 * the queue to settle, and counts what reached the SMS inbox:
 *
 *   RESULT sms_sent=<n> sms_to_opted_out=<n> sms_in_quiet_hours=<n> sms_duplicates=<n> sms_max_segments=<n> sms_held_for_morning=<n>
 *
 * Correct means sms_to_opted_out=0, sms_in_quiet_hours=0 (a text sent at
 * night only for a camp starting before the morning), sms_duplicates=0 (one
 * reminder per account and camp), sms_max_segments at most 3, and sms_sent
 * plus sms_held_for_morning equal to the opted-in accounts' camp seats.
 *
 * The outer run builds, starts the SMS inbox and the emulators on the port
 * offset of CAMPCARE_PORT_OFFSET (86 when unset); the inner run (`--inner`,
 * inside `emulators:exec`) seeds, sweeps and writes a JSON file that the
 * outer run prints.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const OFFSET = process.env.CAMPCARE_PORT_OFFSET ?? '86';
process.env.CAMPCARE_PORT_OFFSET = OFFSET;

const { buildEnv, CACHE_DIR, MissingJavaError, runFirebase, hostingUrl } = await import('../lib/emulators.ts');
const RESULTS_FILE = join(CACHE_DIR, `offset-${OFFSET}`, 'bench-sms.json');

interface Figures {
  registrations: number;
  optedInSeats: number;
  sent: number;
  toOptedOut: number;
  inQuietHours: number;
  sentInQuietHoursForEarlyCamps: number;
  duplicates: number;
  maxSegments: number;
  heldForMorning: number;
  queuedFirstRun: number;
  queuedSecondRun: number;
  settleSeconds: number;
}

const { values } = parseArgs({ options: { inner: { type: 'boolean' } } });
if (values.inner) await inner();
else await outer();

async function outer(): Promise<void> {
  const { runOrThrow } = await import('../lib/process.ts');
  const { startSmsInbox } = await import('../lib/smsInbox.ts');
  console.log(`Building the functions and the web app for the benchmark emulators (port offset ${OFFSET})…`);
  await runOrThrow('npm', ['run', 'build'], { env: buildEnv() });
  writeFileSync(RESULTS_FILE, '{}');
  const inbox = await startSmsInbox();
  let code: number;
  try {
    const emulators = runFirebase(['emulators:exec', '--only', 'auth,firestore,functions,hosting', 'npx tsx scripts/bench/sms.ts --inner']);
    code = await new Promise<number>((resolve) => emulators.on('exit', (c) => resolve(c ?? 1)));
  } catch (error) {
    console.error(error instanceof MissingJavaError ? error.message : error);
    process.exit(1);
  } finally {
    await inbox.close();
  }
  const figures = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Partial<Figures>;
  if (code !== 0 || figures.sent === undefined) {
    console.error(`The benchmark did not finish (exit code ${code}).`);
    process.exit(1);
  }
  print(figures as Figures);
}

function print(f: Figures): void {
  console.log('\nThe day-before text reminders, swept twice\n');
  const row = (label: string, value: string | number) => console.log(`  ${label.padEnd(58)}${String(value).padStart(8)}`);
  row('registrations', f.registrations);
  row('seats of opted-in accounts (one reminder each)', f.optedInSeats);
  row('queued by the first run / the second', `${f.queuedFirstRun} / ${f.queuedSecondRun}`);
  row('texts in the SMS inbox', f.sent);
  row('held until the morning (quiet hours)', f.heldForMorning);
  row('sent at night for a camp starting before the morning', f.sentInQuietHoursForEarlyCamps);
  row('sent at night otherwise', f.inQuietHours);
  row('to accounts that did not opt in', f.toOptedOut);
  row('more than one per account and camp', f.duplicates);
  row('most parts in one text', f.maxSegments);
  row('until the queue settled', `${f.settleSeconds.toFixed(1)} s`);
  console.log(
    `\nRESULT sms_sent=${f.sent} sms_to_opted_out=${f.toOptedOut} sms_in_quiet_hours=${f.inQuietHours} sms_duplicates=${f.duplicates} sms_max_segments=${f.maxSegments} sms_held_for_morning=${f.heldForMorning}`,
  );
}

/** Runs inside emulators:exec. */
async function inner(): Promise<void> {
  const domain = await import('@campcare/domain');
  const { isQuietHour, quietHoursEnd } = domain;
  type SmsDocument = import('@campcare/domain').SmsDocument;
  const { adminServices, clearEmulators, withTriggersDisabled } = await import('../lib/admin.ts');
  const { smsInboxUrl } = await import('../lib/smsInbox.ts');
  type InboxMessage = import('../lib/smsInbox.ts').InboxMessage;
  const { db } = adminServices();
  const site = hostingUrl();
  await clearEmulators();
  await fetch(`${smsInboxUrl()}/api/messages`, { method: 'DELETE' });

  const now = new Date();
  // Zones where it is day now, and where it is night (quiet hours): a day always has both.
  const zones = ['Asia/Dhaka', 'Asia/Kolkata', 'Europe/London', 'America/New_York', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Auckland', 'Europe/Berlin', 'America/Sao_Paulo', 'Asia/Dubai'];
  const nightZones = zones.filter((z) => isQuietHour(now, z));
  const dayZones = zones.filter((z) => !isQuietHour(now, z));
  const nightZone = nightZones[0]!;
  const dayZone = dayZones[0]!;
  // A camp that starts before the night zone's morning: texts to it go at night, as they must.
  const earlyStart = new Date(Math.max(now.getTime() + 10 * 60_000, Math.min(quietHoursEnd(now, nightZone).getTime() - 30 * 60_000, now.getTime() + 23 * 3_600_000)));
  const camps = Array.from({ length: 10 }, (_, i) => ({
    id: `bench-sms-camp-${i}`,
    CampName: i % 2 ? `Free Eye, Dental and Diabetes Screening Camp for Garment Workers No. ${i}` : `বিনামূল্যে চক্ষু ও ডায়াবেটিস পরীক্ষা ক্যাম্প, টঙ্গী শিল্প এলাকা ${i}`,
    DateTime: (i === 0 ? earlyStart : new Date(now.getTime() + (4 + i * 2) * 3_600_000)).toISOString(),
    Location: 'Tongi Government College Auditorium, Cherag Ali Market, Gazipur',
    TimeZone: 'Asia/Dhaka',
  }));

  const registrations: { id: string; campId: string; uid: string }[] = [];
  const accounts = new Map<string, { optIn: boolean; phone: string; zone: string; language: 'en' | 'bn' }>();
  for (let n = 0; n < 950; n++) {
    const uid = `benchsms${String(n).padStart(5, '0')}`;
    accounts.set(uid, {
      optIn: n % 2 === 0,
      phone: `+88017${String(10_000_000 + n).slice(-8)}`,
      zone: n % 4 < 2 ? nightZone : dayZone,
      language: n % 3 === 0 ? 'bn' : 'en',
    });
    registrations.push({ id: `benchsms-reg-${n}`, campId: camps[n % camps.length]!.id, uid });
  }
  // 50 accounts also hold a seat for someone they care for at the same camp: still one text each.
  for (let n = 0; n < 50; n++) registrations.push({ id: `benchsms-reg-dep-${n}`, campId: registrations[n * 2]!.campId, uid: registrations[n * 2]!.uid });

  await withTriggersDisabled(async () => {
    const writer = db.bulkWriter();
    for (const camp of camps) {
      const { id, ...fields } = camp;
      void writer.set(db.collection(domain.COLLECTIONS.camps).doc(id), { ...fields, CampFees: 0, HealthcareProfessional: 'Dr. Rahman', ParticipantCount: 0, organizerUids: ['benchsms-organizer'], createdAt: now.toISOString() });
    }
    for (const [uid, a] of accounts) {
      void writer.set(db.collection(domain.COLLECTIONS.users).doc(uid), {
        name: `Bench ${uid}`,
        email: `${uid}@bench.example.org`,
        role: 'participant',
        language: a.language,
        smsOptIn: a.optIn,
        smsPhone: a.phone,
        smsTimeZone: a.zone,
        createdAt: now.toISOString(),
      });
    }
    for (const r of registrations) {
      const camp = camps.find((c) => c.id === r.campId)!;
      void writer.set(db.collection(domain.COLLECTIONS.registrations).doc(r.id), {
        campId: r.campId,
        participantUid: r.uid,
        CampName: camp.CampName,
        DateTime: camp.DateTime,
        Location: camp.Location,
        TimeZone: camp.TimeZone,
        ParticipantName: `Bench ${r.uid}`,
        ParticipantEmail: `${r.uid}@bench.example.org`,
        PaymentStatus: 'Free',
        ConfirmationStatus: 'Confirmed',
        createdAt: new Date(now.getTime() - 86_400_000).toISOString(),
        updatedAt: new Date(now.getTime() - 86_400_000).toISOString(),
      });
    }
    await writer.close();
  });

  const post = async (path: string) => {
    const response = await fetch(`${site}/api/emulator/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as { queued?: number; sent?: number };
  };
  const started = Date.now();
  // The reminder sweep twice (a scheduler that ran again, or restarted), then the queue's sweep twice.
  const first = await post('sendSmsReminders');
  const second = await post('sendSmsReminders');
  const unsettled = async () => {
    const snap = await db.collection(domain.COLLECTIONS.sms).get();
    return snap.docs.filter((d) => {
      const sms = d.data() as SmsDocument;
      return sms.delivery.state !== 'SUCCESS' && sms.delivery.state !== 'SKIPPED' && Date.parse(sms.notBefore) <= Date.now();
    }).length;
  };
  for (let i = 0; i < 2; i++) await post('sweepSms');
  const deadline = Date.now() + 600_000;
  while ((await unsettled()) > 0) {
    if (Date.now() > deadline) throw new Error('The SMS queue did not settle in 10 minutes.');
    await new Promise((r) => setTimeout(r, 2000));
  }
  await post('sweepSms');
  const settleSeconds = (Date.now() - started) / 1000;

  const messages = (await (await fetch(`${smsInboxUrl()}/api/messages`)).json()) as InboxMessage[];
  const byPhone = new Map([...accounts].map(([uid, a]) => [a.phone, { uid, ...a }]));
  const campOf = (body: string) => camps.find((c) => body.includes(c.CampName.slice(0, 20)))?.id ?? 'unknown';
  const seen = new Set<string>();
  let duplicates = 0;
  let toOptedOut = 0;
  let inQuietHours = 0;
  let earlyNight = 0;
  for (const m of messages) {
    const account = byPhone.get(m.to);
    if (!account?.optIn) toOptedOut++;
    const key = `${m.to}|${campOf(m.body)}`;
    if (seen.has(key)) duplicates++;
    seen.add(key);
    const sentAt = new Date(m.dateCreated);
    if (account && isQuietHour(sentAt, account.zone)) {
      const camp = camps.find((c) => c.id === campOf(m.body));
      if (camp && Date.parse(camp.DateTime) <= quietHoursEnd(sentAt, account.zone).getTime()) earlyNight++;
      else inQuietHours++;
    }
  }
  const held = (await db.collection(domain.COLLECTIONS.sms).where('delivery.state', '==', 'PENDING').get()).size;
  const optedInSeats = new Set(registrations.filter((r) => accounts.get(r.uid)!.optIn).map((r) => `${r.uid}|${r.campId}`)).size;
  const figures: Figures = {
    registrations: registrations.length,
    optedInSeats,
    sent: messages.length,
    toOptedOut,
    inQuietHours,
    sentInQuietHoursForEarlyCamps: earlyNight,
    duplicates,
    maxSegments: Math.max(0, ...messages.map((m) => m.segments)),
    heldForMorning: held,
    queuedFirstRun: first.queued ?? 0,
    queuedSecondRun: second.queued ?? 0,
    settleSeconds,
  };
  writeFileSync(RESULTS_FILE, JSON.stringify(figures));
}
