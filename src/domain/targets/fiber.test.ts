import { describe, expect, it } from 'vitest';
import { conflictIds, MAN, targetsOf, WOMAN, withConditions } from './test-people';

describe('fibre', () => {
  it('is 14 g per 1,000 kcal', () => {
    expect(targetsOf(MAN).fiber).toMatchObject({ minG: 39, isCapped: false, emphasis: 'total' });
  });

  it('caps the floor at 25 g with IBS and favours soluble fibre', () => {
    const targets = withConditions(MAN, 'ibs');
    expect(targets.fiber).toMatchObject({
      minG: 25,
      uncappedMinG: 39,
      isCapped: true,
      emphasis: 'soluble',
    });
    expect(targets.fiber.sourceIds).toEqual(expect.arrayContaining(['A5', 'B10.2']));
    expect(conflictIds(targets)).toContain('ibs-vs-high-fiber');
  });

  it('leaves a low floor alone with IBS', () => {
    const targets = withConditions(WOMAN, 'ibs');
    expect(targets.fiber).toMatchObject({ minG: 21, isCapped: false });
    expect(conflictIds(targets)).not.toContain('ibs-vs-high-fiber');
  });
});
