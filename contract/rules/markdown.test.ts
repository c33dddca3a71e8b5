import { describe, expect, it } from 'vitest';
import { markdownExcerpt, renderMarkdown, safeUrl } from './markdown';

// News bodies: hostile Markdown must not produce anything that runs.
const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click]( javascript:alert(1))',
  '![x](javascript:alert(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](vbscript:msgbox(1))',
  '<javascript:alert(1)>',
  '[x](//evil.example/steal)',
  '<a href="javascript:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '[x](https://ok.example "a\\" onmouseover=\\"alert(1)")',
  '<details open ontoggle=alert(1)>',
  '```\n<script>alert(1)</script>\n```',
];

describe('renderMarkdown', () => {
  it('renders ordinary Markdown', () => {
    const html = renderMarkdown('# Patch 1.2\n\n**Bold** and _soft_, a [link](https://game.example/notes) and ![map](/api/image/map.png).\n\n- one\n- two');
    expect(html).toContain('<h1>Patch 1.2</h1>');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<a href="https://game.example/notes" rel="noopener noreferrer nofollow">link</a>');
    expect(html).toContain('<img src="/api/image/map.png" alt="map" loading="lazy">');
    expect(html).toContain('<li>two</li>');
  });

  it.each(HOSTILE)('leaves nothing that runs from %s', (source) => {
    const html = renderMarkdown(source);
    expect(html).not.toMatch(/<(script|iframe|svg|details)\b/i);
    // An event handler attribute outside any quoted value (a title may contain the text harmlessly).
    expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]+\son\w+\s*=/i);
    expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
    expect(html).not.toMatch(/(href|src)="\/\//i);
  });

  it('shows raw HTML as text, so staff see what they typed', () => {
    expect(renderMarkdown('<b>hi</b>')).toContain('&lt;b&gt;hi&lt;/b&gt;');
  });
});

describe('safeUrl', () => {
  it('keeps http(s), mailto, site paths and anchors, and drops the rest', () => {
    for (const ok of ['https://a.example', 'http://a.example/x', 'mailto:team@a.example', '/news/x', '#top']) expect(safeUrl(ok)).toBe(ok);
    for (const bad of ['javascript:x', '//evil.example', 'data:text/html,x', 'ftp://x', 'java\nscript:x']) expect(safeUrl(bad)).toBeNull();
  });
});

describe('markdownExcerpt', () => {
  it('gives plain text cut at a word with an ellipsis', () => {
    expect(markdownExcerpt('# Title\n\nSome **bold** text & more, a [link](/x), done.')).toBe('Title. Some bold text & more, a link, done.');
    const long = markdownExcerpt('word '.repeat(100), 20);
    expect(long.length).toBeLessThanOrEqual(20);
    expect(long.endsWith('…')).toBe(true);
  });
});
