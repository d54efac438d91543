import { describe, expect, it } from 'vitest';
import { LIMIT_RULES } from './limit-rules';
import { RuleIdSchema } from './schemas';
import { limit, MAN, withConditions } from './test-people';

describe('limit rules as data', () => {
  it('gives every limit a unique kebab-case id and at least one row', () => {
    const ids = LIMIT_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of LIMIT_RULES) {
      expect(RuleIdSchema.safeParse(rule.id).success, rule.id).toBe(true);
      expect(rule.rows.length, rule.id).toBeGreaterThan(0);
    }
  });

  it('has a reason on every row of a limit whose reason is the strictest row’s', () => {
    for (const rule of LIMIT_RULES.filter((r) => r.reasonFrom === 'strictest')) {
      for (const row of rule.rows) expect(row.reason, `${rule.id} ${row.because}`).toBeDefined();
    }
  });

  it('gives one cause two rows only where it proposes two amounts', () => {
    for (const rule of LIMIT_RULES) {
      const keys = rule.rows.map((row) => `${row.because} ${JSON.stringify(row.amount)}`);
      expect(new Set(keys).size, rule.id).toBe(keys.length);
    }
  });

  it('lists the limits in the order the targets show them', () => {
    const targets = withConditions(MAN, 'hypertension', 'high_cholesterol', 'no_gallbladder');
    const order = LIMIT_RULES.map((rule) => rule.id);
    const shown = targets.limits.map((l) => order.indexOf(l.id));
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(limit(targets, 'cholesterol-daily-max')?.max).toBe(150);
  });
});
