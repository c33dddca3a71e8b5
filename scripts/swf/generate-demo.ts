// Writes the demo world's loader SWF into the demo game-files folder:
//   node --import tsx scripts/swf/generate-demo.ts [output-file]
// The output is committed (a few kilobytes); a test checks it still matches this generator.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDemoLoader } from './demo-loader';

const DEMO_LOADER_FILE = fileURLToPath(new URL('../../game-files/loader.swf', import.meta.url));

const output = path.resolve(process.argv[2] ?? DEMO_LOADER_FILE);
const bytes = buildDemoLoader();
mkdirSync(path.dirname(output), { recursive: true });
writeFileSync(output, bytes);
console.log(`Wrote ${output} (${bytes.length} bytes)`);
