import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from '../src/csv.ts';

describe('CSV', () => {
  it('quotes what needs quoting and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Costa, Helena')).toBe('"Costa, Helena"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(34)).toBe('34');
    expect(csvField(null)).toBe('');
  });

  it('keeps formulas as text', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvField('+44 20 7946 0018')).toBe("'+44 20 7946 0018");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-5)).toBe('-5');
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [['1', 2], ['x,y', null]])).toBe('a,b\r\n1,2\r\n"x,y",\r\n');
  });
});
