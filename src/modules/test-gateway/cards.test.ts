import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAYMENT_CAUSES } from '../payments/causes.ts';
import {
  cardBrand,
  cardNumberValid,
  cvcValid,
  expiryValid,
  luhnCheckDigit,
  luhnValid,
} from './card-checks.ts';
import { decodeOutcome, encodeOutcome, outcomeOf, TEST_CARDS, type CardOutcome } from './cards.ts';

/** The causes a card can end in: at authorization, at capture, at the challenge, settling. */
function causesOf(outcome: CardOutcome): string[] {
  switch (outcome.kind) {
    case 'approve':
      return [];
    case 'decline':
    case 'decline_capture':
      return [outcome.code];
    case 'challenge':
      return ['action_required', '3ds_not_verified'];
    case 'pending':
      return outcome.settles === 'approve' ? ['pending'] : ['pending', outcome.settles];
  }
}

describe('the test card table', () => {
  it('has a card for every payment message of spec section 8 (S8-14..S8-50)', () => {
    const reachable = new Set(TEST_CARDS.flatMap((card) => causesOf(card.outcome)));
    expect([...PAYMENT_CAUSES].filter((cause) => !reachable.has(cause))).toEqual([]);
    expect(
      [...reachable].filter((c) => !(PAYMENT_CAUSES as readonly string[]).includes(c)),
    ).toEqual([]);
  });

  it('has success cards, a 3-D Secure card and a pending card', () => {
    const kinds = TEST_CARDS.map((c) => c.outcome.kind);
    expect(kinds.filter((k) => k === 'approve').length).toBeGreaterThanOrEqual(3);
    expect(kinds).toContain('challenge');
    expect(kinds).toContain('pending');
  });

  it('lists only Luhn-valid numbers of 13-19 digits, each once', () => {
    for (const { number } of TEST_CARDS) {
      expect(cardNumberValid(number), number).toBe(true);
      expect(outcomeOf(number)).toEqual(TEST_CARDS.find((c) => c.number === number)!.outcome);
    }
    expect(new Set(TEST_CARDS.map((c) => c.number)).size).toBe(TEST_CARDS.length);
  });

  it('are all listed in docs/test-cards.md', () => {
    const doc = readFileSync(new URL('../../../docs/test-cards.md', import.meta.url), 'utf8');
    const listed = [...doc.matchAll(/^\| `([\d ]+)`/gm)].map((m) => m[1]!.replace(/ /g, ''));
    expect(listed).toEqual(TEST_CARDS.map((c) => c.number));
  });

  it('refuses a valid number that is not a test card as card_invalid', () => {
    expect(outcomeOf('4111111111111111')).toEqual({ kind: 'decline', code: 'card_invalid' });
  });

  it('keeps an outcome as one word and reads it back', () => {
    for (const { outcome } of TEST_CARDS)
      expect(decodeOutcome(encodeOutcome(outcome))).toEqual(outcome);
    expect(decodeOutcome('nonsense')).toEqual({ kind: 'decline', code: 'generic_failure' });
  });
});

describe("a card network's checks", () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242a4242424')).toBe(false);
    expect(luhnCheckDigit('424242424242424')).toBe('2');
    expect(cardNumberValid('4242')).toBe(false);
    expect(cardNumberValid('0'.repeat(20))).toBe(false);
  });

  it('knows the brands by their first digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999999999999995')).toBe('unknown');
  });

  it('takes an expiry up to the end of its month', () => {
    const now = new Date('2030-06-15T12:00:00Z');
    expect(expiryValid(6, 2030, now)).toBe(true);
    expect(expiryValid(5, 2030, now)).toBe(false);
    expect(expiryValid(12, 30, now)).toBe(true);
    expect(expiryValid(13, 2031, now)).toBe(false);
    expect(expiryValid(1, 2060, now)).toBe(false);
  });

  it('wants 4 digits of security code on American Express, 3 elsewhere', () => {
    expect(cvcValid('123', 'visa')).toBe(true);
    expect(cvcValid('1234', 'visa')).toBe(false);
    expect(cvcValid('1234', 'amex')).toBe(true);
    expect(cvcValid('12a', 'visa')).toBe(false);
  });
});
