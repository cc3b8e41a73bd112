/** The rating summary computed from the reviews shown (no invented numbers). */
export function ratingSummary(reviews: readonly { ratting: number }[]): { average: number; count: number } | null {
  const ratings = reviews.map((r) => r.ratting).filter((r) => Number.isFinite(r));
  if (ratings.length === 0) return null;
  const average = ratings.reduce((a, b) => a + b, 0) / ratings.length;
  return { average: Math.round(average * 10) / 10, count: ratings.length };
}
