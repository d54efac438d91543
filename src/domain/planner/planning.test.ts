import { describe, expect, it } from 'vitest';
import { type Planning, replanning } from './planning';

describe('replanning', () => {
  it('keeps what the plan has made and drops every search state made for the old rules', () => {
    const planned: Planning['planned'] = [];
    const used = new Map([['recipe-a', 2]]);
    const old = {
      used,
      planned,
      relaxedModel: {},
      proof: { ok: true, value: [] },
      tried: new Map([['recipe-a', { binding: [], fullSearch: true }]]),
      statedRange: {},
      exactLimits: {},
      withProtein: {},
      hardLevel: 3,
      proteinSides: [],
    } as unknown as Planning;
    const next = replanning(old, { proteinSides: [] });
    // A pinned revision or a wider level searches afresh: none of the old level's state, or it
    // would search the old slots and rules.
    expect(next.relaxedModel).toBeUndefined();
    expect(next.proof).toBeUndefined();
    expect(next.tried.size).toBe(0);
    expect(next.statedRange).toBeUndefined();
    expect(next.exactLimits).toBeUndefined();
    expect(next.withProtein).toBeUndefined();
    expect(next.hardLevel).toBeUndefined();
    // The days made so far and the uses of each recipe are the plan's, shared.
    expect(next.planned).toBe(planned);
    expect(next.used).toBe(used);
    expect(old.hardLevel).toBe(3);
  });
});
