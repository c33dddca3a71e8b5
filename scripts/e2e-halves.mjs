// Splits the browser test files into two halves of about equal measured time, and keeps the
// measurements (tests/e2e/timings.json, seconds per spec file) up to date from Playwright's JSON report.
//   node scripts/e2e-halves.mjs half 1|2                 the spec files of that half, one per line
//   node scripts/e2e-halves.mjs update report.json…      record each file's time from JSON reports
// Greedy bin-packing: the slowest file first, each into the half with less time so far. A file
// without a measurement yet counts as the median file.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { basename, join } from 'node:path';

const DIR = 'tests/e2e';
const TIMINGS = join(DIR, 'timings.json');

const specs = () =>
  readdirSync(DIR)
    .filter((f) => f.endsWith('.spec.ts'))
    .sort();
const readTimings = () => (existsSync(TIMINGS) ? JSON.parse(readFileSync(TIMINGS, 'utf8')) : {});

function halves(files, timings) {
  const known = files
    .map((f) => timings[f])
    .filter((s) => typeof s === 'number')
    .sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 1;
  const cost = (f) => timings[f] ?? median;
  const bins = [
    { files: [], total: 0 },
    { files: [], total: 0 },
  ];
  for (const file of [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b))) {
    const bin = bins[0].total <= bins[1].total ? bins[0] : bins[1];
    bin.files.push(file);
    bin.total += cost(file);
  }
  return bins;
}

/** Seconds per spec file in a Playwright JSON report (every attempt counts: a retry costs CI time too). */
function timesOf(report) {
  const out = {};
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) {
          const file = basename(spec.file ?? suite.file);
          out[file] = (out[file] ?? 0) + result.duration / 1000;
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return out;
}

const [command, ...args] = process.argv.slice(2);
if (command === 'half') {
  const n = Number(args[0]);
  if (n !== 1 && n !== 2) throw new Error('usage: e2e-halves.mjs half 1|2');
  for (const file of halves(specs(), readTimings())[n - 1].files) console.log(join(DIR, file));
} else if (command === 'update') {
  const timings = readTimings();
  for (const path of args) Object.assign(timings, timesOf(JSON.parse(readFileSync(path, 'utf8'))));
  const present = new Set(specs());
  const kept = Object.fromEntries(
    Object.entries(timings)
      .filter(([file]) => present.has(file))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, s]) => [file, Math.round(s * 10) / 10]),
  );
  writeFileSync(TIMINGS, `${JSON.stringify(kept, null, 2)}\n`);
  const [a, b] = halves(specs(), kept);
  console.log(`halves: ${a.total.toFixed(0)} s (${a.files.length} files) and ${b.total.toFixed(0)} s (${b.files.length} files)`);
} else {
  throw new Error('usage: e2e-halves.mjs half 1|2 | update report.json…');
}
