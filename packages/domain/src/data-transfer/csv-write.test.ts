import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-read.ts';
import { csvCell, csvLine } from './csv-write.ts';

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
