/**
 * A small RFC 4180 CSV reader: fields separated by commas, records by CRLF or LF, fields that
 * hold commas, quotes or line breaks wrapped in double quotes, a quote inside a quoted field
 * written twice. Each record keeps its raw text, so a subset of a file can be written back
 * byte for byte (no re-quoting, no re-rounding).
 */

export interface CsvRecord {
  /** The unquoted field values. */
  fields: string[];
  /** The record exactly as it appears in the input, without its line ending. */
  raw: string;
  /** 1-based line number where the record starts (for error messages). */
  line: number;
}

export class CsvSyntaxError extends Error {
  constructor(message: string, line: number) {
    super(`CSV line ${line}: ${message}`);
    this.name = 'CsvSyntaxError';
  }
}

/** Parses CSV text into records. A final line ending is optional; a lone empty line at the end is ignored. */
export function parseCsvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const length = text.length;
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;

  while (pos < length) {
    const start = pos;
    const startLine = line;
    const fields: string[] = [];
    let recordEnd = -1;

    for (;;) {
      let value = '';
      if (text[pos] === '"') {
        pos += 1;
        for (;;) {
          if (pos >= length) throw new CsvSyntaxError('unterminated quoted field', startLine);
          const ch = text[pos];
          if (ch === '"') {
            if (text[pos + 1] === '"') {
              value += '"';
              pos += 2;
              continue;
            }
            pos += 1;
            break;
          }
          if (ch === '\n') line += 1;
          value += ch;
          pos += 1;
        }
        const next = text[pos];
        if (pos < length && next !== ',' && next !== '\n' && next !== '\r') {
          throw new CsvSyntaxError('unexpected character after a closing quote', line);
        }
      } else {
        const fieldStart = pos;
        while (pos < length) {
          const ch = text[pos];
          if (ch === ',' || ch === '\n' || ch === '\r') break;
          if (ch === '"') throw new CsvSyntaxError('quote inside an unquoted field', line);
          pos += 1;
        }
        value = text.slice(fieldStart, pos);
      }
      fields.push(value);

      if (pos >= length) {
        recordEnd = pos;
        break;
      }
      const ch = text[pos];
      if (ch === ',') {
        pos += 1;
        continue;
      }
      recordEnd = pos;
      if (ch === '\r' && text[pos + 1] === '\n') pos += 2;
      else pos += 1;
      line += 1;
      break;
    }

    records.push({ fields, raw: text.slice(start, recordEnd), line: startLine });
  }
  return records;
}

/** Parses CSV text into rows of field values. */
export function parseCsv(text: string): string[][] {
  return parseCsvRecords(text).map((record) => record.fields);
}

/** Writes one field, quoting it only when it must be quoted. */
export function formatCsvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Writes one record (no line ending). */
export function formatCsvRecord(fields: readonly string[]): string {
  return fields.map(formatCsvField).join(',');
}
