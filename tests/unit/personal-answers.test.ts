import { describe, expect, it } from 'vitest';
import { PERSONAL_API_SECTIONS, isPersonalCall } from '../../server/personal-answers.ts';

describe('personal calls', () => {
  it('are the sections of the contract’s personal operations (signing in, account, cart, payment)', () => {
    expect([...PERSONAL_API_SECTIONS].sort()).toEqual(
      ['/api/accounts/', '/api/auth/', '/api/cart/', '/api/order/', '/api/payment/', '/api/user/'].sort(),
    );
    expect(isPersonalCall('/api/%75ser/?x=1')).toBe(true);
    expect(isPersonalCall('/api/configs/')).toBe(false);
    expect(isPersonalCall('/api/catalog/group_tours/')).toBe(false);
  });
});
