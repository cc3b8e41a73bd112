import type { Plugin, Rolldown } from 'vite';
import { LANGUAGE_PARAM, LANGUAGE_STORAGE_KEY, LANGUAGES } from '../src/lib/i18n/languageList.ts';
import { jsonForHtml } from './jsonForHtml.ts';

/** The id of the data block naming each language's font file. */
const LANGUAGE_FONTS_ID = 'campcare-language-fonts';

/** The font file each language needs beyond Inter (declared in src/lib/i18n/bengaliFont.css). */
const LANGUAGE_FONTS: Record<string, string> = { bn: 'noto-sans-bengali-bengali-wght-normal.woff2' };

/**
 * A page opened in Bengali asks for the Bengali font from the first lines of
 * index.html, as the app will (`?lang=`, then the language remembered on the
 * device; languages.ts's requestedLanguage). The stylesheet alone would ask
 * for it only once Bengali text is laid out, after the app's code and the
 * catalog, and the text would move when it swapped in. An inline script costs
 * the first screen no JavaScript download, and only the build knows the
 * font's hashed file name. On a page whose first paint has a picture (home's
 * banner), the font is asked for once that picture has arrived: on a phone's
 * connection the two shared the bandwidth, and the picture, the page's largest
 * paint, came later for it (Lighthouse's simulated largest paint on /?lang=bn
 * was 3.2 s against 2.0 s on /).
 */
export function preloadLanguageFonts(): Plugin {
  return {
    name: 'campcare:preload-language-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const assets = Object.values(bundle).filter((a): a is Rolldown.OutputAsset => a.type === 'asset');
        const fonts = Object.fromEntries(
          Object.entries(LANGUAGE_FONTS).map(([language, file]) => {
            const asset = assets.find((a) => a.originalFileNames.some((name) => name.endsWith(file)));
            if (!asset) throw new Error(`preloadLanguageFonts: no asset for ${file}`);
            return [language, `/${asset.fileName}`];
          }),
        );
        const languages = LANGUAGES.map((l) => l.code);
        // The file names are data beside the script, so the script's text (and its hash in the
        // Content-Security-Policy, build/contentSecurityPolicy.ts) stays the same from build to build.
        return [
          { tag: 'script', attrs: { type: 'application/json', id: LANGUAGE_FONTS_ID }, children: jsonForHtml({ fonts, languages }), injectTo: 'head' },
          {
            tag: 'script',
            children: `(function (data) {
  var fonts = data.fonts;
  var chosen = new URLSearchParams(location.search).get(${JSON.stringify(LANGUAGE_PARAM)});
  if (data.languages.indexOf(chosen) < 0) {
    try { chosen = localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}); } catch (e) { chosen = null; }
  }
  if (!Object.prototype.hasOwnProperty.call(fonts, chosen)) return;
  function preload() {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'font';
    link.type = 'font/woff2';
    link.crossOrigin = '';
    link.href = fonts[chosen];
    document.head.appendChild(link);
  }
  // The first paint's picture (home's banner, asked for above) first: it is the page's largest
  // paint, and the font is needed only once the app writes its text, well after it.
  var picture = document.querySelector('link[rel="preload"][as="image"]');
  if (!picture) return preload();
  picture.addEventListener('load', preload);
  picture.addEventListener('error', preload);
})(JSON.parse(document.getElementById('${LANGUAGE_FONTS_ID}').textContent));`,
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
