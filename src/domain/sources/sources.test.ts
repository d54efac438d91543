import { describe, expect, it } from 'vitest';
import { SOURCE_IDS, SOURCE_ROWS, sourcesFor } from './source-table';

/** 'B10.2' -> ['B', 10, 2]: the order rows have in the clinical-targets table. */
function tableOrder(id: string): [string, number, number] {
  const [, letter = '', major = '0', minor = '0'] = /^([A-Z])(\d+)(?:\.(\d+))?$/.exec(id) ?? [];
  return [letter, Number(major), Number(minor)];
}

function compareIds(a: string, b: string): number {
  const [la, ma, na] = tableOrder(a);
  const [lb, mb, nb] = tableOrder(b);
  return la.localeCompare(lb) || ma - mb || na - nb;
}

describe('clinical sources table', () => {
  it("holds each id once, each of the table's form", () => {
    expect(new Set(SOURCE_IDS).size).toBe(SOURCE_ROWS.length);
    for (const id of SOURCE_IDS) expect(id).toMatch(/^[A-C]\d+(?:\.\d+)?$/);
  });

  it('lists the rows in clinical-targets order', () => {
    expect([...SOURCE_IDS]).toEqual(SOURCE_IDS.toSorted(compareIds));
  });

  it('gives the rows for a set of ids once each, in clinical-targets order', () => {
    expect(sourcesFor(['C2', 'B10.1', 'A9', 'B9.2', 'B10.1', 'A8']).map((r) => r.id)).toEqual([
      'A8',
      'A9',
      'B9.2',
      'B10.1',
      'C2',
    ]);
  });
});
