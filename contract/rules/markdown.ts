import { Marked, type Tokens } from 'marked';
import { shortenText } from './cut-text';

// News bodies are Markdown. One renderer for the server (API answers, RSS and Atom) and the
// dashboard's live preview, so what staff preview is what players read. It is safe on its own: raw
// HTML in the source is shown as text, never parsed, and links or images may only point to http(s),
// mailto or the site itself. The SPA still passes the result through DOMPurify before it touches the DOM.

const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

/** An href or src players can follow: http(s), mailto, a site path or an anchor; anything else is dropped. */
export function safeUrl(raw: string): string | null {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"), so we do too.
  // eslint-disable-next-line no-control-regex
  const url = raw.replace(/[\u0000-\u0020\u007f]+/g, '');
  return SAFE_URL.test(url) ? url : null;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  walkTokens(token) {
    if (token.type === 'link' || token.type === 'image') {
      const t = token as Tokens.Link | Tokens.Image;
      t.href = safeUrl(t.href) ?? '';
    }
  },
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!href) return text;
      const external = /^https?:\/\//i.test(href);
      return `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ''}${external ? ' rel="noopener noreferrer nofollow"' : ''}>${text}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      if (!href) return escapeHtml(text);
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ''} loading="lazy">`;
    },
  },
});

/** Markdown to HTML that carries no script, no event handler and no dangerous URL. */
export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown) as string;
}

/** Marks a block's end while the tags are taken out (a character no Markdown text holds). */
const BLOCK_END = '\u0000';

/** The first words of a post as plain text, for cards, feeds and link previews. */
export function markdownExcerpt(markdown: string, max = 200): string {
  const text = renderMarkdown(markdown)
    // Block ends separate words; inline tags (a link, bold) sit inside a sentence.
    .replace(/<\/(p|li|h[1-6]|blockquote|pre|td|th)>/g, BLOCK_END)
    .replace(/<br\s*\/?>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    // Run together, a heading or a list item would read as the start of the next sentence
    // ("Fixes Guild logs now page…"): a block that does not end a sentence gets a full stop.
    .replace(new RegExp(`([^\\s.!?:;…])\\s*${BLOCK_END}`, 'g'), `$1.${BLOCK_END}`)
    .replaceAll(BLOCK_END, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return shortenText(text, max);
}
