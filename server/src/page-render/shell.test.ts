import { describe, expect, it } from 'vitest';
import { parseShell } from './shell';

// The page is written into the built index.html's slots: what a page brings (a player's name, a
// post) is copied as it is, never read as part of the template.

const built = `<!doctype html>
<html lang="en">
  <head>
    <title>Guildhall</title>
    <!--page-head-->
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-s1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-e1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('the page shell', () => {
  it("fills a page the browser renders: its head, Vite's entry scripts, its chunk's preloads, an empty root", () => {
    const html = parseShell(built)({
      lang: 'en',
      head: '<title>A · Guildhall</title>',
      entryScripts: true,
      headEnd: '<link rel="modulepreload" crossorigin href="/assets/page-p1.js">',
      rootAttributes: '',
      root: '',
      afterRoot: '',
    });
    expect(html).toBe(`<!doctype html>
<html lang="en">
  <head>
    
    <title>A · Guildhall</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-s1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-e1.css">
    <link rel="modulepreload" crossorigin href="/assets/page-p1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`);
  });

  it('fills a painted page without the entry scripts, and copies text that looks like a pattern as it is', () => {
    const html = parseShell(built)({
      lang: 'en',
      head: "<title>$' and $& · Guildhall</title>",
      entryScripts: false,
      headEnd: '<script type="module" crossorigin src="/assets/boot-b1.js"></script>',
      rootAttributes: ' data-server-rendered="true"',
      root: "<h1>$' <!--page-head--> </head></h1>",
      afterRoot: '<script id="page-queries" type="application/json">{}</script>',
    });
    expect(html).not.toContain('index-e1.js');
    expect(html).not.toContain('shared-s1.js');
    expect(html).toContain("<title>$' and $& · Guildhall</title>");
    expect(html).toContain(
      `<div id="root" data-server-rendered="true"><h1>$' <!--page-head--> </head></h1></div>\n    <script id="page-queries" type="application/json">{}</script>\n  </body>`,
    );
    expect(html.indexOf('boot-b1.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('writes the page language on the html element', () => {
    const fill = parseShell(built.replace('<html lang="en">', '<html lang="en" data-bs-theme="light">'));
    const html = fill({ lang: 'pt-BR', head: '', entryScripts: true, headEnd: '', rootAttributes: '', root: '', afterRoot: '' });
    expect(html.startsWith('<!doctype html>\n<html lang="pt-BR" data-bs-theme="light">\n  <head>')).toBe(true);
    expect(html).not.toContain('lang="en"');
  });

  it('refuses a build without the slots', () => {
    expect(() => parseShell('<html lang="en"><head></head><body></body></html>')).toThrow(/page-head/);
    expect(() => parseShell('<html><head><!--page-head--></head><body><div id="root"></div></body></html>')).toThrow(/lang/);
  });
});
