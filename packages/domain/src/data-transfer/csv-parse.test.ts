import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, parseCsv } from './csv-parse.ts';

describe('reading CSV', () => {
  it('splits fields on the separator, with quotes, doubled quotes and line breaks inside quotes', () => {
    const text = 'a;b;c\r\n1;"two; and ""2""";3\n"multi\nline";;x\n';
    expect(parseCsv(text, ';', 10).records).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['1', 'two; and "2"', '3'] },
      { line: 3, cells: ['multi\nline', '', 'x'] },
    ]);
  });

  it('counts file lines, so a record after a quoted line break names its own line', () => {
    const { records } = parseCsv('h,i\n"x\ny\nz",1\n\nlast,2', ',', 10);
    expect(records.map((record) => record.line)).toEqual([1, 2, 6]);
  });

  it('says which record opens a quote the file never closes', () => {
    expect(parseCsv('h,i\n1,2\n3,"open\n', ',', 10)).toEqual({
      records: [
        { line: 1, cells: ['h', 'i'] },
        { line: 2, cells: ['1', '2'] },
      ],
      unclosedQuoteLine: 3,
    });
  });

  it('reads no more records than asked', () => {
    expect(parseCsv('a\nb\nc\nd\n', ',', 2).records).toHaveLength(2);
  });
});

describe('writing CSV', () => {
  it('quotes a cell only when it must, doubling its quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('said "hi"\n')).toBe('"said ""hi""\n"');
    expect(csvLine(['x', 'y,z'])).toBe('x,"y,z"\r\n');
  });

  it('reads back what it writes', () => {
    const values = ['a "quote"', 'multi\nline', 'semi;colon', ''];
    expect(parseCsv(csvLine(values), ',', 1).records[0]?.cells).toEqual(values);
  });
});
