// CI: committed migrations are never edited, and the migration journal only grows.
// Every migration file must read exactly as it did when it was first committed (or as it read at the
// baseline, for the files that existed then), and the journal must keep every entry it ever had, in
// order. Reads git history; the baseline is the last commit before this rule (the first migration was
// edited in place before it). History is main's own line (--first-parent): a migration committed on a
// feature branch may be renumbered when the branch is merged, as long as it never landed on main.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const BASELINE = 'bbdbbc9';
const DIR = 'server/drizzle';
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' });
const has = (rev) => {
  try {
    git('cat-file', '-e', `${rev}^{commit}`);
    return true;
  } catch {
    return false;
  }
};

if (!has(BASELINE)) {
  // A shallow clone has no history to compare with: say so rather than fail a build for it.
  console.warn(`check-migrations: commit ${BASELINE} is not in this clone (shallow?); nothing checked. Fetch the full history to check migrations.`);
  process.exit(0);
}

const problems = [];
const journal = JSON.parse(readFileSync(`${DIR}/meta/_journal.json`, 'utf8')).entries;
// Every version of the journal since the baseline must be a prefix of today's.
const revs = git('rev-list', '--first-parent', `${BASELINE}^..HEAD`, '--', `${DIR}/meta/_journal.json`).split('\n').filter(Boolean);
for (const rev of revs) {
  const old = JSON.parse(git('show', `${rev}:${DIR}/meta/_journal.json`)).entries;
  old.forEach((entry, i) => {
    const now = journal[i];
    if (!now || now.tag !== entry.tag || now.when !== entry.when) problems.push(`journal entry ${entry.tag} (as of ${rev.slice(0, 7)}) was changed or removed`);
  });
}
for (const { tag } of journal) {
  const file = `${DIR}/${tag}.sql`;
  const current = readFileSync(file, 'utf8');
  const existedAtBaseline = git('ls-tree', '--name-only', BASELINE, file).trim() !== '';
  const firstRev = existedAtBaseline ? BASELINE : git('log', '--first-parent', '--diff-filter=A', '--format=%H', '--', file).trim().split('\n').pop();
  if (!firstRev) continue; // not committed yet: a new migration of this change
  const original = git('show', `${firstRev}:${file}`);
  if (original !== current) problems.push(`${file} differs from its committed version (${firstRev.slice(0, 7)}): add a new migration instead`);
}
if (problems.length) {
  console.error(`check-migrations: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-migrations: ${journal.length} migrations, none edited, the journal only grew.`);
