/** The participant's rights over their account: a copy of their data, and deleting the account. */
export { DownloadMyDataButton } from './DownloadMyDataButton.tsx';
export { DeleteAccountCard } from './DeleteAccountCard.tsx';
