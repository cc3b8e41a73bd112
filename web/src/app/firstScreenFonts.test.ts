import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFirstScreenFonts, MAX_FONT_WAIT_MS } from './firstScreenFonts.ts';

/** A FontFaceSet that records what it was asked for; its loads settle when `settle` is called. */
function fakeFonts() {
  const asked: string[] = [];
  let settle = () => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const fonts = {
    load: (font: string, text?: string) => {
      asked.push(text ? `${font} for ${text}` : font);
      return settled.then(() => []);
    },
  } as unknown as FontFaceSet;
  return { fonts, asked, settle: () => settle() };
}

describe('loadFirstScreenFonts', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for Inter and its metric-matched fallback on a page in English, and settles when they have loaded', async () => {
    const { fonts, asked, settle } = fakeFonts();
    let done = false;
    const ready = loadFirstScreenFonts('en', fonts).then(() => (done = true));
    expect(asked).toEqual(["1em 'Inter Variable'", "1em 'Inter Fallback'"]);
    await Promise.resolve();
    expect(done).toBe(false);
    settle();
    await ready;
    expect(done).toBe(true);
  });

  it('also asks for the Bengali font, with a Bengali letter, on a page in Bengali', () => {
    const { fonts, asked } = fakeFonts();
    void loadFirstScreenFonts('bn', fonts);
    expect(asked).toEqual(["1em 'Inter Variable'", "1em 'Inter Fallback'", "1em 'Noto Sans Bengali Variable' for অ"]);
  });

  it('does not hold the app back longer than its limit when a font is slow', async () => {
    vi.useFakeTimers();
    const { fonts } = fakeFonts();
    let done = false;
    const ready = loadFirstScreenFonts('en', fonts).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(MAX_FONT_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await ready;
    expect(done).toBe(true);
  });

  it('settles at once where the browser has no font loading API', async () => {
    await expect(loadFirstScreenFonts('en', undefined)).resolves.toBeUndefined();
  });
});
