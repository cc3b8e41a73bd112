import { describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED_MESSAGE, consentField } from '../src/fields/index.ts';

describe('consent to the Privacy Policy', () => {
  it('takes only an explicit true', () => {
    expect(consentField.safeParse(true).success).toBe(true);
    for (const refused of [false, undefined, null, 'true', 'yes', 1, {}]) {
      const result = consentField.safeParse(refused);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONSENT_REQUIRED_MESSAGE);
    }
  });
});
