/**
 * The fonts the app's first screen is written in, loaded before React renders
 * it. A font that arrives after the text has been laid out makes the browser
 * style and lay out the whole page again (a trace names it "Fonts changed"),
 * tens of milliseconds on a phone, and the words visibly jump. index.html
 * declares the faces from the start; this asks for the ones the page needs:
 * Inter's Latin letters, Arial resized to Inter's metrics (for characters
 * Inter's file lacks, such as the language switcher's Bengali word), and on a
 * page in Bengali its font, which index.html has already preloaded.
 */
import { BENGALI, INTER, INTER_FALLBACK } from './fontFamilies.ts';

const FIRST_SCREEN_FACES = [`1em '${INTER}'`, `1em '${INTER_FALLBACK}'`];
const SCRIPT_FACES: Record<string, { font: string; sample: string }> = {
  bn: { font: `1em '${BENGALI}'`, sample: 'অ' },
};

/** A slow connection does not hold the app back for long: the text swaps in later instead. */
export const MAX_FONT_WAIT_MS = 500;

/** Settles once the page's fonts are ready, or failed, or after MAX_FONT_WAIT_MS. */
export function loadFirstScreenFonts(language: string, fonts: FontFaceSet | undefined = document.fonts): Promise<void> {
  if (!fonts) return Promise.resolve();
  const script = SCRIPT_FACES[language];
  const loads = [...FIRST_SCREEN_FACES.map((font) => fonts.load(font)), ...(script ? [fonts.load(script.font, script.sample)] : [])];
  return Promise.race([
    Promise.allSettled(loads).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, MAX_FONT_WAIT_MS)),
  ]);
}
