/** The addresses of a camp's follow-up list and of one referral's printable slip. */
export const followUpPath = (campId: string) => `/dashboard/followUp/${encodeURIComponent(campId)}`;
export const referralSlipPath = (referralId: string) => `/dashboard/referrals/${encodeURIComponent(referralId)}/slip`;
