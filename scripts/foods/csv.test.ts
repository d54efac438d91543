import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, formatCsvRecord, parseCsv, parseCsvRecords } from './csv';

describe('parseCsv', () => {
  it.each([
    [
      'plain fields',
      'a,b,c\n1,2,3\n',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'no final line ending',
      'a,b\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'CRLF line endings',
      'a,b\r\n1,2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['empty fields, not zero', '01001,,x,\n', [['01001', '', 'x', '']]],
    ['a quoted field with commas', '"Butter, salted",717\n', [['Butter, salted', '717']]],
    [
      'doubled quotes inside a quoted field',
      '"1 pat,  (1"" sq, 1/3"" high)",14.2\n',
      [['1 pat,  (1" sq, 1/3" high)', '14.2']],
    ],
    ['an empty quoted field', '"",a\n', [['', 'a']]],
    [
      'a line break inside quotes',
      '"two\nlines",b\nc,d\n',
      [
        ['two\nlines', 'b'],
        ['c', 'd'],
      ],
    ],
    ['leading zeros kept as text', '01123,0100\n', [['01123', '0100']]],
    ['a byte-order mark is skipped', '\uFEFFa,b\n', [['a', 'b']]],
    ['an empty input', '', []],
  ])('reads %s', (_label, text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });

  it('keeps each record raw, exactly as written', () => {
    const text = '01001,"Butter, salted","1 pat,  (1"" sq)",\r\n01002,x,y,z\n';
    const records = parseCsvRecords(text);
    expect(records.map((r) => r.raw)).toEqual([
      '01001,"Butter, salted","1 pat,  (1"" sq)",',
      '01002,x,y,z',
    ]);
    expect(records.map((r) => r.line)).toEqual([1, 2]);
  });

  it.each([
    ['an unterminated quote', '"abc,d\n'],
    ['text after a closing quote', '"abc"d,e\n'],
    ['a quote inside an unquoted field', 'ab"c,d\n'],
  ])('rejects %s', (_label, text) => {
    expect(() => parseCsv(text)).toThrow(CsvSyntaxError);
  });

  it('round-trips fields through formatCsvRecord', () => {
    const fields = ['01001', 'Butter, salted', 'say "hi"', '', 'plain'];
    const line = formatCsvRecord(fields);
    expect(line).toBe('01001,"Butter, salted","say ""hi""",,plain');
    expect(parseCsv(line)).toEqual([fields]);
  });
});
