import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { DoorList } from '../api/doorList.ts';
import type { DoorAction, DoorWalkIn } from './doorActions.ts';
import { deskList, isWalkIn } from './doorActions.ts';
import { deviceId, forgetActions, forgetOldDoorLists, keepAction, pendingActions, readDoorList, saveDoorList } from './doorDevice.ts';

const list = (campId: string, DateTime: string): DoorList => ({
  camp: { _id: campId, CampName: 'Eye camp', DateTime, Location: 'Dhaka', TimeZone: 'Asia/Dhaka' },
  expected: 2,
  checkedIn: 0,
  attendanceRate: 0,
  noShowRate: 100,
  signingKey: null,
  attendees: ['a', 'b'].map((id) => ({
    _id: id,
    campId,
    CampName: 'Eye camp',
    ParticipantName: `Person ${id}`,
    PaymentStatus: 'Free' as const,
    ConfirmationStatus: 'Confirmed' as const,
    checkedInAt: null,
    ticketStart: null,
    ticketHash: null,
    checkedIn: null,
    checkInConflicts: [],
  })),
});

const action = (campId: string, actionId: string, at: string, attendeeId: string | null = 'a', uid = 'u1'): DoorAction => ({
  actionId,
  kind: 'check-in',
  at,
  admittedOffline: true,
  registrationId: attendeeId ?? 'x',
  campId,
  uid,
  attendeeId,
  label: 'Person a',
});

describe('what a door phone keeps', () => {
  it('one device id, made once', async () => {
    const first = await deviceId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(await deviceId()).toBe(first);
  });

  it('a door list per camp, for the account that read it only; old camps are forgotten', async () => {
    await saveDoorList({ campId: 'c1', uid: 'u1', savedAt: '2026-12-05T08:00:00.000Z', list: list('c1', '2026-12-05T03:00:00.000Z') });
    await saveDoorList({ campId: 'c0', uid: 'u1', savedAt: '2026-11-01T08:00:00.000Z', list: list('c0', '2026-11-01T03:00:00.000Z') });
    expect((await readDoorList('c1', 'u1'))?.list.attendees).toHaveLength(2);
    expect(await readDoorList('c1', 'someone-else')).toBeNull();
    await forgetOldDoorLists(new Date('2026-11-20T00:00:00.000Z'));
    expect(await readDoorList('c0', 'u1')).toBeNull();
    expect(await readDoorList('c1', 'u1')).not.toBeNull();
  });

  it('actions per camp, oldest first, kept once each until the server recorded them', async () => {
    await keepAction(action('c2', 'id-2', '2026-12-05T09:02:00.000Z'));
    await keepAction(action('c2', 'id-1', '2026-12-05T09:01:00.000Z', 'b'));
    await keepAction(action('c2', 'id-1', '2026-12-05T09:01:00.000Z', 'b'));
    await keepAction(action('c3', 'id-3', '2026-12-05T09:00:00.000Z'));
    expect((await pendingActions('c2')).map((a) => a.actionId)).toEqual(['id-1', 'id-2']);
    const shown = deskList(list('c2', '2026-12-05T03:00:00.000Z'), await pendingActions('c2'));
    expect(shown.checkedIn).toBe(2);
    expect(shown.attendees.map((a) => a.pendingAt)).toEqual(['2026-12-05T09:02:00.000Z', '2026-12-05T09:01:00.000Z']);
    await forgetActions(['id-1']);
    expect((await pendingActions('c2')).map((a) => a.actionId)).toEqual(['id-2']);
  });

  it('a walk-in kept offline survives with its details and claim code, and counts as checked in until sent', async () => {
    const walkIn: DoorWalkIn = {
      actionId: 'walk-1',
      kind: 'walk-in',
      at: '2026-12-05T09:05:00.000Z',
      campId: 'c4',
      uid: 'u1',
      attendeeId: null,
      label: 'Jahanara Begum',
      walkIn: { ParticipantName: 'Jahanara Begum', age: 58, gender: 'Female', phoneNumber: '', emergencyContact: '+880 1711 000 333' },
      claimCode: 'K7M2PQ9TXR',
    };
    await keepAction(action('c4', 'id-4', '2026-12-05T09:00:00.000Z'));
    await keepAction(walkIn);
    await keepAction(walkIn);
    const kept = await pendingActions('c4');
    expect(kept.map((a) => a.actionId)).toEqual(['id-4', 'walk-1']);
    expect(kept.filter(isWalkIn)).toEqual([walkIn]);
    const shown = deskList(list('c4', '2026-12-05T03:00:00.000Z'), kept);
    // Person a by the check-in, and the walk-in, who is on no list yet.
    expect(shown.checkedIn).toBe(2);
    expect(shown.attendees.map((a) => a.pendingAt)).toEqual(['2026-12-05T09:00:00.000Z', null]);
  });
});
