import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';

describe('SEAT_HOLD_MINUTES', () => {
  it('unset, an unpaid order holds its places for 30 minutes', () => {
    expect(readConfig({}).seatHoldMinutes).toBe(30);
    expect(readConfig({ SEAT_HOLD_MINUTES: '' }).seatHoldMinutes).toBe(30);
  });

  it('takes a whole number of minutes, up to a week', () => {
    expect(readConfig({ SEAT_HOLD_MINUTES: '45' }).seatHoldMinutes).toBe(45);
    expect(readConfig({ SEAT_HOLD_MINUTES: '10080' }).seatHoldMinutes).toBe(10080);
  });

  it('refuses anything else', () => {
    for (const raw of ['0', '-5', '1.5', 'half an hour', '10081'])
      expect(() => readConfig({ SEAT_HOLD_MINUTES: raw })).toThrow(
        `SEAT_HOLD_MINUTES must be a whole number of minutes (1 to 10080), got "${raw}"`,
      );
  });
});
