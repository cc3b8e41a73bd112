/** The catalog's words for stations, kinds of result and referral reasons (the stations part), as literal keys. */
import { STATION_KIND_NAMES, type CampStation, type StationKind } from '@campcare/domain';

type Translate = (key: string, values?: Record<string, unknown>) => string;

export const STATION_KIND_KEYS: Record<StationKind, string> = {
  vitals: 'stations.kinds.vitals',
  bloodPressure: 'stations.kinds.bloodPressure',
  bloodGlucose: 'stations.kinds.bloodGlucose',
  vision: 'stations.kinds.vision',
  bmi: 'stations.kinds.bmi',
  dental: 'stations.kinds.dental',
  consultation: 'stations.kinds.consultation',
  pharmacy: 'stations.kinds.pharmacy',
  referralDesk: 'stations.kinds.referralDesk',
  custom: 'stations.kinds.custom',
};

/** What a station is called on screen: the organizer's own name, or the catalogue kind's name in the language shown. */
export function stationName(station: Pick<CampStation, 'kind' | 'name'>, t: Translate): string {
  // A catalogue station keeps the kind's English name unless renamed: show it in the reader's language.
  if (station.kind !== 'custom' && station.name === STATION_KIND_NAMES[station.kind]) return t(STATION_KIND_KEYS[station.kind]);
  return station.name;
}
