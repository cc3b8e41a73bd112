/** The Payments feature's public face: the card payment modal and Donate Now. */
export { PaymentModal, type PaymentModalProps } from './PaymentModal.tsx';
export { startDonation, type DonorDetails } from './paymentsApi.ts';
