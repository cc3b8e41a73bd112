// How long the Functions emulator takes to work through the triggers of 200 registration writes,
// before and after the background triggers are toggled off and on again N times.
import { COLLECTIONS } from '@campcare/domain';
import { adminServices, withTriggersDisabled } from './scripts/lib/admin.ts';
const toggles = Number(process.argv[2] ?? 0);
const { db } = adminServices();
const t00 = performance.now();
for (let i = 0; i < toggles; i++) await withTriggersDisabled(async () => undefined);
const toggleS = (performance.now() - t00) / 1000;
const camp = (await db.collection(COLLECTIONS.camps).limit(1).get()).docs[0]!;
const entries = async () => JSON.stringify((await db.collection(COLLECTIONS.campSearch).where('campId', '==', camp.id).get()).docs.map((d) => d.data()));
const before = await entries();
const t0 = performance.now();
const batch = db.batch();
const imported = new Date(Date.now() - 86_400_000).toISOString();
const tag = Math.random().toString(36).slice(2, 8);
for (let i = 0; i < 200; i++) batch.set(db.collection(COLLECTIONS.registrations).doc(`zz_${tag}_${i}`), { campId: 'zz-none', participantUid: `zz-${i}`, PaymentStatus: 'Unpaid', ConfirmationStatus: 'Pending', createdAt: imported, updatedAt: imported });
await batch.commit();
const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
await camp.ref.update({ CampName: `Marker ${letters}` });
for (let i = 0; ; i++) {
  if ((await entries()) !== before) break;
  if (i > 1200) { console.log('RESULT timeout'); process.exit(1); }
  await new Promise((r) => setTimeout(r, 250));
}
console.log(`RESULT toggles=${toggles} toggle_s=${toggleS.toFixed(1)} drain_s=${((performance.now() - t0) / 1000).toFixed(1)}`);
process.exit(0);
