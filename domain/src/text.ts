/** The camp card shows short professional names whole and cuts long ones. */
export function shortenProfessional(text: string): string {
  if (text.length < 16) return text;
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
