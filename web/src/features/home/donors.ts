/** Six sample donors, shown until real named donations exist. */
export interface Donor {
  name: string;
  amount: number;
  imgSrc: string | null;
}

export const SAMPLE_DONORS: readonly Donor[] = [
  { name: 'Amelia Carter', amount: 567, imgSrc: null },
  { name: 'Daniel Okafor', amount: 567, imgSrc: null },
  { name: 'Sofia Martínez', amount: 567, imgSrc: null },
  { name: 'Rahul Mehta', amount: 500, imgSrc: null },
  { name: 'Grace Liu', amount: 900, imgSrc: null },
  { name: 'Tom Becker', amount: 600, imgSrc: null },
];

/** Real donors first; the samples fill the list only when there are none. */
export function donorsToShow(real: readonly { donorName: string | null; amount: number }[]): { donors: Donor[]; samples: boolean } {
  const named = real.filter((d): d is { donorName: string; amount: number } => typeof d.donorName === 'string' && d.donorName.trim() !== '');
  if (named.length === 0) return { donors: [...SAMPLE_DONORS], samples: true };
  return { donors: named.map((d) => ({ name: d.donorName, amount: d.amount, imgSrc: null })), samples: false };
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
