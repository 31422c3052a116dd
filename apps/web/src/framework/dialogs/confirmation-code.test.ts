import { describe, expect, it } from 'vitest';
import { generateConfirmationCode } from './confirmation-code';

describe('generateConfirmationCode', () => {
  it('always gives four digits from 1000 to 9999', () => {
    for (let run = 0; run < 500; run += 1) {
      const code = Number(generateConfirmationCode());
      expect(code).toBeGreaterThanOrEqual(1000);
      expect(code).toBeLessThanOrEqual(9999);
    }
  });
});
