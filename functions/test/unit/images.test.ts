import { describe, expect, it } from 'vitest';
import { parseIfNoneMatch, sniffImageType } from '../../src/images/schemas.ts';

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
  });
  it('refuses everything else, including near misses', () => {
    for (const bytes of [
      Buffer.from('GIF89a'),
      Buffer.from('<svg/>'),
      Buffer.from([0xff, 0xd8]),
      Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'),
      Buffer.from([0x89, 0x50, 0x4e]),
      Buffer.alloc(0),
    ]) {
      expect(sniffImageType(bytes)).toBeNull();
    }
  });
});

describe('parseIfNoneMatch', () => {
  it('reads strong, weak and listed validators', () => {
    expect(parseIfNoneMatch('"abc"')).toEqual(['abc']);
    expect(parseIfNoneMatch('W/"abc", "def"')).toEqual(['abc', 'def']);
    expect(parseIfNoneMatch('*')).toEqual(['*']);
    expect(parseIfNoneMatch(undefined)).toEqual([]);
  });
});
