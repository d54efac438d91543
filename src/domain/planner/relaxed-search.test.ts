import { describe, expect, it } from 'vitest';
import type { Option } from './planning-pools';
import { sharesWhenFixed } from './relaxed-search';

/** Only the id matters here: the shares are the relaxed model's answer, given. */
const option = (id: string) => ({ id }) as Option;
const [oats, eggs, soup, salad, rice] = ['oats', 'eggs', 'soup', 'salad', 'rice'].map(option) as [
  Option,
  Option,
  Option,
  Option,
  Option,
];

describe('sharesWhenFixed', () => {
  const candidates = [
    [oats, eggs],
    [soup, salad, oats],
    [rice, salad],
  ];

  it('keeps the answer when it used only that recipe in the slot and nowhere else', () => {
    const shares = [
      [1.25, 0],
      [0, 1.5, 0],
      [0.75, 0],
    ];
    expect(sharesWhenFixed(candidates, shares, 0, oats)).toEqual([[1.25], [0, 1.5], [0.75, 0]]);
  });

  it('solves again when the slot also used another recipe', () => {
    const shares = [
      [1, 0.25],
      [0, 1.5, 0],
      [0.75, 0],
    ];
    expect(sharesWhenFixed(candidates, shares, 0, oats)).toBeNull();
  });

  it('solves again when another slot used the recipe held', () => {
    const shares = [
      [1.25, 0],
      [0, 1, 0.5],
      [0.75, 0],
    ];
    expect(sharesWhenFixed(candidates, shares, 0, oats)).toBeNull();
    expect(
      sharesWhenFixed(
        candidates,
        [
          [0, 1],
          [0, 1.5, 0],
          [0, 2],
        ],
        1,
        salad,
      ),
    ).toBeNull();
  });
});
