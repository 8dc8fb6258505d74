import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-read.ts';

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

  it('counts lines the same whether they end in CRLF, LF or CR', () => {
    for (const end of ['\r\n', '\n', '\r']) {
      const text = ['h,i', `"x${end}y",1`, '', 'last,2', ''].join(end);
      expect(parseCsv(text, ',', 10).records).toEqual([
        { line: 1, cells: ['h', 'i'] },
        { line: 2, cells: ['x\ny', '1'] },
        { line: 5, cells: ['last', '2'] },
      ]);
    }
  });

  it('says which record opens a quote the file never closes', () => {
    expect(parseCsv('h,i\n1,2\n3,"open\n', ',', 10)).toEqual({
      records: [
        { line: 1, cells: ['h', 'i'] },
        { line: 2, cells: ['1', '2'] },
      ],
      badQuote: { line: 3, unclosed: true },
    });
    expect(parseCsv('h,i\n"a\nb",1\n3,"open\nmore\n', ',', 10).badQuote).toEqual({ line: 4, unclosed: true });
  });

  it('says which record has text after a closing quote, rather than guess where its field ends', () => {
    expect(parseCsv('h,i\n1,2\n"a"b,3\n"c",4\n', ',', 10)).toEqual({
      records: [
        { line: 1, cells: ['h', 'i'] },
        { line: 2, cells: ['1', '2'] },
      ],
      badQuote: { line: 3, unclosed: false },
    });
  });

  it('keeps a line of empty fields (the separator makes it a record) and skips a line with nothing', () => {
    expect(parseCsv('h,i\n,\n\n1,2\n', ',', 10).records).toEqual([
      { line: 1, cells: ['h', 'i'] },
      { line: 2, cells: ['', ''] },
      { line: 4, cells: ['1', '2'] },
    ]);
  });

  it('reads no more records than asked', () => {
    expect(parseCsv('a\nb\nc\nd\n', ',', 2).records).toHaveLength(2);
  });
});
