import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatNumber, formatWhole } from './format';

describe('formatWhole and formatNumber', () => {
  it('write numbers as Intl does in English, without calling it', () => {
    expect(formatWhole(0)).toBe('0');
    expect(formatWhole(999.4)).toBe('999');
    expect(formatWhole(1000)).toBe('1,000');
    expect(formatWhole(1234567.5)).toBe('1,234,568');
    expect(formatWhole(-2.5)).toBe('-3');
    expect(formatWhole(-0.2)).toBe('0');
    expect(formatNumber(1234.56, 1)).toBe('1,234.6');
    expect(formatNumber(12.04, 1)).toBe('12');
    expect(formatNumber(0.05, 1)).toBe('0.1');
  });

  it('agree with Intl.NumberFormat en-US on any number', () => {
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -10_000_000, max: 10_000_000 }),
          // Tenths and halves, where rounding decides the digit.
          fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 10 + 0.05),
          fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        ),
        (value) => {
          expect(formatWhole(value)).toBe(whole.format(value).replace(/^-0$/, '0'));
          expect(formatNumber(value, 1)).toBe(oneDecimal.format(value).replace(/^-0$/, '0'));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('keep the log amounts: whole from 10, one decimal below', () => {
    expect(formatAmount(12345.6)).toBe('12,346');
    expect(formatAmount(9.87)).toBe('9.9');
  });
});
