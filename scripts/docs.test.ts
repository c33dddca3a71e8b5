import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { marked, type Token } from 'marked';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A newcomer has only the repository: every link in the docs and every docs page a comment
// points to must lead somewhere in it.

const root = path.resolve(import.meta.dirname, '..');
const docs = ['README.md', ...gitFiles('docs/*.md')];

function gitFiles(...patterns: string[]): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...patterns], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
}

function walk(tokens: Token[] | undefined, visit: (token: Token) => void) {
  for (const token of tokens ?? []) {
    visit(token);
    const nested = token as { tokens?: Token[]; items?: Token[]; rows?: Token[][][]; header?: Token[][] };
    walk(nested.tokens, visit);
    walk(nested.items, visit);
    for (const cell of nested.header ?? []) walk((cell as { tokens?: Token[] }).tokens, visit);
    for (const row of nested.rows ?? []) for (const cell of row) walk((cell as { tokens?: Token[] }).tokens, visit);
  }
}

function plainText(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      const nested = token as { tokens?: Token[]; text?: string };
      return nested.tokens ? plainText(nested.tokens) : (nested.text ?? '');
    })
    .join('');
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  walk(marked.lexer(markdown), (token) => {
    if (token.type !== 'heading') return;
    const slug = plainText((token as { tokens?: Token[] }).tokens)
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  });
  return anchors;
}

function markdownLinks(markdown: string): string[] {
  const links: string[] = [];
  walk(marked.lexer(markdown), (token) => {
    if (token.type === 'link' || token.type === 'image') links.push((token as { href: string }).href);
  });
  return links;
}

const anchorsOf = new Map<string, Set<string>>();
/** Why a link from `from` to `target` leads nowhere, or null when it resolves. */
function brokenLink(from: string, target: string): string | null {
  const [file, anchor] = target.split('#', 2) as [string, string | undefined];
  const resolved = file ? path.join(path.dirname(path.join(root, from)), decodeURI(file)) : path.join(root, from);
  if (!existsSync(resolved)) return `${target}: no such file`;
  if (anchor === undefined || !resolved.endsWith('.md') || statSync(resolved).isDirectory()) return null;
  if (!anchorsOf.has(resolved)) anchorsOf.set(resolved, headingAnchors(readFileSync(resolved, 'utf8')));
  return anchorsOf.get(resolved)!.has(decodeURIComponent(anchor).toLowerCase()) ? null : `${target}: no such heading`;
}

/** Every comment of a source file, as the TypeScript parser sees them (not strings, not JSX text). */
function sourceComments(file: string, text: string): string[] {
  const kind = /\.[cm]?jsx?$/.test(file) ? (file.endsWith('x') ? ts.ScriptKind.JSX : ts.ScriptKind.JS) : undefined;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind ?? (file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  const found = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) found.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    // Comments sit in the trivia before a token, including a closing brace, so every token is visited.
    if (node.kind !== ts.SyntaxKind.JsxText) collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    // No slash inside, no comment inside: most of the tree is skipped.
    const slash = text.indexOf('/', node.pos);
    if (slash === -1 || slash >= node.end) return;
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found.values()];
}

/** The first argument of each `describe`, `it` and `test` call written as a string literal. */
function testTitles(text: string): string[] {
  const call = /\b(?:describe|it|test)(?:\.each\([^)]*\))?\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
  return [...text.matchAll(call)].map((match) => match[2]);
}

const sources = gitFiles('src', 'server', 'contract', 'scripts', 'tests').filter((file) => /\.(ts|tsx|mts|mjs|js|jsx)$/.test(file));
const docsAnchor = /\bdocs\/[\w./-]+\.md(?:#[\w-]+)?/g;
// Documents and trackers outside the repository: a newcomer cannot follow these.
const outsideCitation = /\bSPEC\b|design\.md|\.\.\/shared\b|\b[Ii]ssues? #?\d+|\(#\d+\)/;

describe('the documentation', () => {
  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const doc of docs) {
      for (const href of markdownLinks(readFileSync(path.join(root, doc), 'utf8'))) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
        const problem = brokenLink(doc, href);
        if (problem) broken.push(`${doc}: ${problem}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('names a docs page, in comments and anywhere else in the code, only when the page and its heading exist', () => {
    const broken: string[] = [];
    for (const file of sources) {
      for (const [target] of readFileSync(path.join(root, file), 'utf8').matchAll(docsAnchor)) {
        const problem = brokenLink('README.md', target);
        if (problem) broken.push(`${file}: ${problem}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('has no comment citing a document or an issue number outside the repository', () => {
    const citing: string[] = [];
    for (const file of sources) {
      const text = readFileSync(path.join(root, file), 'utf8');
      if (!outsideCitation.test(text)) continue;
      for (const comment of sourceComments(file, text)) {
        const found = outsideCitation.exec(comment);
        if (found) citing.push(`${file}: ${found[0]} in ${comment.slice(0, 120)}`);
      }
    }
    expect(citing).toEqual([]);
    // Parsing every file that mentions such words takes a few seconds on a busy machine.
  }, 30_000);

  it('has no stylesheet comment or test title citing a document or an issue number outside the repository', () => {
    const citing: string[] = [];
    const stylesheets = gitFiles('src').filter((file) => file.endsWith('.css'));
    for (const file of stylesheets) {
      for (const [comment] of readFileSync(path.join(root, file), 'utf8').matchAll(/\/\*[\s\S]*?\*\//g)) {
        // A colour in brackets, such as a hex body colour, is not an issue number.
        if (outsideCitation.test(comment.replace(/#[0-9a-f]{3,8}\b/gi, 'colour'))) citing.push(`${file}: ${comment.slice(0, 120)}`);
      }
    }
    // This file's own examples are titles written inside strings.
    for (const file of sources.filter((name) => /\.(test|spec)\.tsx?$/.test(name) && name !== 'scripts/docs.test.ts')) {
      for (const title of testTitles(readFileSync(path.join(root, file), 'utf8'))) {
        if (outsideCitation.test(title)) citing.push(`${file}: ${title.slice(0, 120)}`);
      }
    }
    expect(citing).toEqual([]);
  });

  it('reads the titles of tests and groups', () => {
    const text =
      "describe('RequestQueue (issue 14)', () => {\n  it.each([1])('answers %s', () => {});\n  test(`twice`, () => {});\n});\nconst it2 = 'not (issue 3)';\n";
    expect(testTitles(text)).toEqual(['RequestQueue (issue 14)', 'answers %s', 'twice']);
  });

  it('tells a citation from the same words in code', () => {
    const text = "// Bets, see docs/product-rules.md#bets-and-the-flip\nconst title = 'issue 12 of SPEC §4';\n/* (issue 12) */\n";
    expect(sourceComments('x.ts', text).filter((comment) => outsideCitation.test(comment))).toEqual(['/* (issue 12) */']);
  });

  it('reads heading anchors the way GitHub writes them', () => {
    const anchors = headingAnchors("# Bets and the flip\n\n## The `jobs/` folder\n\n## Who's online?\n\n## Bets and the flip\n");
    expect([...anchors]).toEqual(['bets-and-the-flip', 'the-jobs-folder', 'whos-online', 'bets-and-the-flip-1']);
  });

  it('reads comments, not strings or JSX text', () => {
    const text = "// one\nconst a = '// not a comment';\nconst b = <p>http://example.org</p>;\nfunction f() {\n  a();\n  /* two */\n}\n";
    expect(sourceComments('x.tsx', text).sort()).toEqual(['/* two */', '// one']);
  });
});
