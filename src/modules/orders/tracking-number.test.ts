import { describe, expect, it } from 'vitest';
import { trackingQuery } from './contract.ts';

/** The message key a tracking number is refused with, or null when it is taken. */
const problem = (tracking_number: string) =>
  trackingQuery.safeParse({ tracking_number }).error?.issues[0]?.message ?? null;

describe('the tracking number rule (spec section 5, Catalogue messages)', () => {
  it('takes a tracking number of 5 to 50 letters and digits (S5-49)', () => {
    expect(problem('1234')).toBe('error.tracking_number_invalid');
    expect(problem('AB123')).toBeNull();
    expect(problem('AB-123')).toBe('error.tracking_number_invalid');
    expect(problem('A'.repeat(50))).toBeNull();
    expect(problem('A'.repeat(51))).toBe('error.tracking_number_invalid');
  });
});
