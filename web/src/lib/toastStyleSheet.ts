/**
 * react-hot-toast styles its toasts with goober, which writes its rules as
 * the text of a `<style id="_goober">` it keeps growing. The site's
 * Content-Security-Policy allows no inline style text it cannot hash
 * (web/build/contentSecurityPolicy.ts), and goober's changes with every
 * toast. goober looks for that element as `window._goober` before making
 * one, and only ever reads and writes its text node's `data`: this gives it
 * one whose text goes into a constructed style sheet instead (adopted by
 * the document), which the policy does not govern, like every CSSOM change.
 * Browsers without constructed sheets (and jsdom) keep goober's own element.
 *
 * react-hot-toast makes its keyframes when its module is evaluated, so this
 * runs when it is imported, before react-hot-toast: lib/toast.ts loads it
 * first, and app/Toaster.tsx imports it before anything else.
 */
const GOOBER_ELEMENT = '_goober';

export function installToastStyleSheet(): void {
  if (typeof document === 'undefined' || typeof CSSStyleSheet === 'undefined') return;
  if (!('adoptedStyleSheets' in document) || typeof CSSStyleSheet.prototype.replaceSync !== 'function') return;
  const host = window as unknown as Record<string, unknown>;
  if (host[GOOBER_ELEMENT]) return;
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  let text = '';
  host[GOOBER_ELEMENT] = {
    // goober appends the element to <head> unless it has a parent already.
    parentNode: document.head,
    firstChild: {
      get data() {
        return text;
      },
      set data(css: string) {
        text = css;
        sheet.replaceSync(css);
      },
    },
  };
}

installToastStyleSheet();
