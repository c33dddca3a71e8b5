// Chromium reports a Content-Security-Policy violation for every `on…` attribute it parses, even in an
// inert document (DOMParser, createHTMLDocument, <template>: all tried), so DOMPurify's own parse of a
// hostile title logged one on each load. This pass runs on the string before any parser: it keeps
// only the allowed tags, rebuilt with nothing but their style attribute, and writes every other `<`
// as text. DOMPurify then filters the styles as before.

const TAG = /<(\/?)([a-z][a-z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
// Their content is code, not words: it goes with them (as DOMPurify does).
const CODE = /<(script|style)\b[\s\S]*?<\/\1\s*>/gi;
const STYLE = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Markup reduced to the allowed tags (style attribute only) and escaped text, safe to hand to any parser. */
export function reduceTitleMarkup(markup: string, allowedTags: readonly string[]): string {
  const html = markup.replace(CODE, '');
  let out = '';
  let last = 0;
  for (const m of html.matchAll(TAG)) {
    out += escapeText(html.slice(last, m.index));
    last = m.index + m[0].length;
    const [, closing, name, attrs] = m;
    const tag = name.toLowerCase();
    if (!allowedTags.includes(tag)) continue;
    if (closing) {
      out += `</${tag}>`;
      continue;
    }
    const style = STYLE.exec(attrs);
    const value = style ? (style[1] ?? style[2]).replace(/"/g, '&quot;') : '';
    out += value ? `<${tag} style="${value}">` : `<${tag}>`;
  }
  return out + escapeText(html.slice(last));
}
