import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMP_PICTURE_SIDE, downscaleImage, fitWithin, PROFILE_PICTURE_SIDE } from './downscaleImage.ts';
import { switchLanguage } from './i18n/index.ts';

describe('fitWithin', () => {
  it('fits the longer side into a profile picture’s 800 px, keeping the shape', () => {
    expect(fitWithin(4000, 3000, PROFILE_PICTURE_SIDE)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1080, 1920, PROFILE_PICTURE_SIDE)).toEqual({ width: 450, height: 800 });
  });

  it('fits camp pictures within 1200 px', () => {
    expect(fitWithin(4000, 3000, CAMP_PICTURE_SIDE)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(1000, 3000, CAMP_PICTURE_SIDE)).toEqual({ width: 400, height: 1200 });
  });

  it('never enlarges a small picture, and never rounds a side down to nothing', () => {
    expect(fitWithin(640, 480, PROFILE_PICTURE_SIDE)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(800, 600, CAMP_PICTURE_SIDE)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10_000, 1, CAMP_PICTURE_SIDE)).toEqual({ width: 1200, height: 1 });
  });
});

describe('downscaleImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A browser that cannot read the file as a picture. */
  function unreadable() {
    vi.stubGlobal(
      'Image',
      class {
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        set src(_url: string) {
          queueMicrotask(() => this.onerror?.());
        }
      },
    );
  }

  it('refuses a file the browser cannot read, in the words shown today', async () => {
    unreadable();
    await expect(downscaleImage(new Blob(['not a picture']), PROFILE_PICTURE_SIDE)).rejects.toThrow(
      'This file is not an image the browser can read. Choose a JPEG, PNG or WebP picture.',
    );
  });

  it('says so in Bengali when the page is in Bengali', async () => {
    unreadable();
    await switchLanguage('bn', { remember: false });
    try {
      await expect(downscaleImage(new Blob(['not a picture']), PROFILE_PICTURE_SIDE)).rejects.toThrow(
        'ব্রাউজার এই ফাইলটিকে ছবি হিসেবে পড়তে পারছে না। একটি JPEG, PNG বা WebP ছবি বেছে নিন।',
      );
    } finally {
      await switchLanguage('en', { remember: false });
    }
  });
});
