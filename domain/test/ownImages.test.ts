import { describe, expect, it } from 'vitest';
import { ownImageUrl } from '../src/index.ts';

describe('ownImageUrl (public pictures from our own origin only)', () => {
  it('keeps our image paths and drops everything else', () => {
    expect(ownImageUrl('/api/images/seed-avatar-01')).toBe('/api/images/seed-avatar-01');
    for (const url of ['https://lh3.googleusercontent.com/a/photo.jpg', '//evil.example/x.png', '/api/images/../users', '', null, undefined]) {
      expect(ownImageUrl(url)).toBeNull();
    }
  });
});
