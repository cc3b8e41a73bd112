import { describe, expect, it } from 'vitest';
import { CAMP_PICTURE_SIDE, fitWithin, PROFILE_PICTURE_SIDE } from './downscaleImage.ts';

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
