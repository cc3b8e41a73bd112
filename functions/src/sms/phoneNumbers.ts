/**
 * Phone numbers as text messages need them: E.164 (+8801712345678). People
 * type numbers the way their country writes them (01712-345678, 0171 234
 * 5678, 8801712345678); libphonenumber-js knows each country's trunk
 * prefix, lengths and mobile ranges, so a number typed without + is read in
 * the camp's country and one that cannot be a real number is refused.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** The number in E.164, or null when it is not a valid number (read in `defaultCountry` when typed without +). */
export function toE164(typed: string, defaultCountry: string): string | null {
  const parsed = parsePhoneNumberFromString(typed.trim(), defaultCountry as CountryCode);
  return parsed && parsed.isValid() ? parsed.number : null;
}
