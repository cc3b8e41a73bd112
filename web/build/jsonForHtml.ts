/**
 * Build data for index.html's boot scripts, as a `<script type="application/json">`
 * block's text: `<` escaped, so no value can close the element. A data block
 * runs nothing, so the Content-Security-Policy does not hash it, and the
 * scripts that read it keep the same text (and hash) from build to build.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
