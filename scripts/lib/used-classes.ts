import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The words the site's source could use as class names, for the stylesheet build
// (src/styles/bootstrap.scss keeps the Bootstrap utilities whose classes are among them). Generous on
// purpose: every word-like token of every source file counts, so a class written in a string, a
// map of classes or a template counts as used. What React Bootstrap adds from a prop is listed here.

/** Classes React Bootstrap components add from props (`<Badge pill>`, `<Form.Text muted>`, `<Image fluid>`). */
const ADDED_BY_COMPONENTS = ['rounded-pill', 'text-muted', 'rounded', 'rounded-circle', 'img-fluid', 'img-thumbnail'];

const SOURCE = /\.(tsx?|css|html)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every class-like word in the site's source (`src/`, `contract/`, `index.html`). */
export function usedClassNames(root: string): Set<string> {
  const files = [...sourceFiles(path.join(root, 'src')), ...sourceFiles(path.join(root, 'contract')), path.join(root, 'index.html')];
  const words = new Set(ADDED_BY_COMPONENTS);
  for (const file of files) for (const [word] of readFileSync(file, 'utf8').matchAll(/[a-z][a-z0-9-]*/g)) words.add(word);
  return words;
}

/** The words as a Sass map literal, `$used-classes`, prepended to the stylesheet's Sass. */
export const usedClassesSass = (root: string) =>
  `$used-classes: (${[...usedClassNames(root)]
    .sort()
    .map((word) => `"${word}": true`)
    .join(', ')});\n`;
