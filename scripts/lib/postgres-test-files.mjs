// Which API test files run a second time on a real PostgreSQL. PGlite is PostgreSQL itself (the same
// planner, SQL and constraints), so a plain query behaves the same on both: running every file twice
// proved nothing more and cost CI minutes. What PGlite cannot show is a server: many connections at
// once (it serialises them), row locks and deadlocks between them, roles and pools. So a file runs on
// PostgreSQL when it
//   - is named *.postgres.test.ts (it only makes sense there), or
//   - fires a parallel burst (Promise.all / Promise.allSettled), or
//   - reaches past the ORM with raw SQL (sql`…` or .execute(…)): locks, roles, triggers, counters.
// A new file that does none of these runs on PGlite only; name it *.postgres.test.ts to force both.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const DATABASE_DEPENDENT = /Promise\.all(Settled)?\(|sql`|\.execute\(/;

const testFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.name === 'node_modules' ? [] : e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );

/** The API test files (under server/) that run on PostgreSQL, relative to `root`, sorted. */
export function postgresTestFiles(root) {
  return testFiles(join(root, 'server'))
    .filter((file) => !file.endsWith('.pglite.test.ts'))
    .filter((file) => file.endsWith('.postgres.test.ts') || DATABASE_DEPENDENT.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file))
    .sort();
}
