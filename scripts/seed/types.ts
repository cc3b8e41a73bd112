import type { ConfirmationStatus, DependantRelationship, Gender, PaymentStatus, Role, StaffRole } from '@campcare/domain';

export interface SeedUser {
  uid: string;
  email: string;
  /** Demo accounts have known passwords; background participants get a random one. */
  password: string;
  displayName: string;
  role: Role;
  admin?: boolean;
  /** File name in scripts/seed/images, or none. */
  photo?: string;
  /** Listed in the README and the start banner. */
  demo?: boolean;
}

export interface SeedCamp {
  id: string;
  CampName: string;
  /** File name in scripts/seed/images. */
  image: string;
  CampFees: number;
  /** Days from the seeding day (negative: in the past) and the start hour on the camp's own clock. */
  startsInDays: number;
  startHour: number;
  Location: string;
  /** The IANA zone of the place (Montréal's clocks are America/Toronto's). */
  TimeZone: string;
  HealthcareProfessional: string;
  Description: string;
  createdBy: string;
  /** Organizers the creator added to run the camp with them. */
  coOrganizers?: string[];
  /** Seats; absent: unlimited. */
  Capacity?: number;
  seatOfferHours?: number;
}

export interface SeedRegistration {
  campId: string;
  uid: string;
  PaymentStatus: PaymentStatus;
  ConfirmationStatus: ConfirmationStatus;
  age: number;
  phoneNumber: string;
  gender: Gender;
  emergencyContact: string;
  /** Only on Confirmed registrations. */
  review?: { ratting: number; feedback: string; daysAgo: number };
  /** A ticket holder of a camp that has taken place who never came (everyone else was checked in). */
  noShow?: boolean;
  /** On the camp's waiting list: in line at a position, or offered a seat that runs out in so many hours. */
  waitlist?: { status: 'Waiting'; position: number } | { status: 'Offered'; hoursLeft: number };
  /** Registered by the account holder (`uid`) for someone they care for. */
  dependant?: { name: string; relationship: DependantRelationship };
  /** Registered at the door by camp staff (`uid` is empty until claimed): the person's name, who recorded it, and the claim code given. */
  walkIn?: { name: string; recordedBy: string; claimCode: string };
  /** The registration's id, when the seed needs a known one (the family's and the walk-in's). */
  id?: string;
}

/** A person on a camp's staff (campStaff). */
export interface SeedStaff {
  campId: string;
  uid: string;
  role: StaffRole;
  invitedBy: string;
}
