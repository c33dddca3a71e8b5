// The documentation a newcomer follows resolves: every relative link of README.md and docs/ leads to a file (and a
// heading, for `#anchor` links), and code comments cite only what is in the repository (docs/ pages that exist),
// never documents or trackers outside it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Parsing every source file takes seconds on a busy machine.
const parseTime = 120_000;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function trackedFiles(...patterns: string[]): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--', ...patterns], { cwd: root, encoding: 'utf8' });
  return out.split('\0').filter((file) => file && existsSync(join(root, file)));
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const heading = !inFence && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Why a repository path with an optional `#anchor` does not resolve, or null when it does. */
function unresolved(fromFile: string, target: string): string | null {
  const [path, anchor] = target.split('#');
  const file = path ? join(dirname(join(root, fromFile)), path) : join(root, fromFile);
  if (!existsSync(file)) return `${target}: no such file`;
  if (anchor && file.endsWith('.md') && !headingAnchors(readFileSync(file, 'utf8')).has(anchor)) {
    return `${target}: no heading #${anchor}`;
  }
  return null;
}

function comments(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, /\.(tsx|jsx)$/.test(file) ? ts.ScriptKind.TSX : undefined);
  const found = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) found.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.forEachChild(visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return [...found.values()];
}

describe('the documentation', () => {
  const pages = trackedFiles('README.md', 'docs/*.md');

  it('is there: a short README and the docs pages', () => {
    expect(pages).toContain('docs/architecture.md');
    expect(pages).toContain('docs/product-rules.md');
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThan(200);
  });

  it(
    'links only to files and headings that exist',
    () => {
      const broken: string[] = [];
      for (const page of pages) {
        const text = readFileSync(join(root, page), 'utf8').replace(/```[\s\S]*?```/g, '');
        for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
          if (/^[a-z]+:/i.test(target)) continue;
          const why = unresolved(page, target);
          if (why) broken.push(`${page}: ${why}`);
        }
      }
      expect(broken).toEqual([]);
    },
    parseTime,
  );
});

describe('code comments', () => {
  const sources = trackedFiles('*.ts', '*.tsx', '*.mjs', '*.js').filter((file) => /^(src|server|contract|scripts|tests)\//.test(file) || !file.includes('/'));
  const outside = /\bSPEC\b|design\.md|\.\.\/shared|\b[Ii]ssues? #?\d+|\(#\d+\)/;
  // Parsing every source file takes seconds on a busy machine: once, for both checks.
  let parsed: [string, string[]][] | undefined;
  const commentsByFile = () => (parsed ??= sources.map((file) => [file, comments(file)]));

  it(
    'cite nothing outside the repository (product rules live in docs/)',
    () => {
      const offenders = commentsByFile().flatMap(([file, found]) =>
        found.filter((comment) => outside.test(comment)).map((comment) => `${file}: ${comment.match(outside)?.[0]} in "${comment.slice(0, 120)}"`),
      );
      expect(offenders).toEqual([]);
    },
    parseTime,
  );

  it(
    'cite docs pages and headings that exist',
    () => {
      const broken = commentsByFile().flatMap(([file, found]) =>
        found.flatMap((comment) =>
          [...comment.matchAll(/\bdocs\/[\w-]+\.md(?:#[\w-]+)?/g)]
            .map(([citation]) => unresolved('README.md', citation))
            .filter((why): why is string => why !== null)
            .map((why) => `${file}: ${why}`),
        ),
      );
      expect(broken).toEqual([]);
    },
    parseTime,
  );
});
