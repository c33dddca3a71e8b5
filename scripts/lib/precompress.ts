import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files the server sends as they are: scripts, styles, pictures in SVG, JSON, and Ruffle's WebAssembly. */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.wasm'];
/** Above this size brotli's best quality takes minutes (Ruffle's wasm is 14 MB): quality 9 is within 5% of it, in seconds. */
const LARGE_FILE_BYTES = 1 << 20;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite/ holds the manifest, read by the server and the size check, never sent.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(full);
    } else if (PRECOMPRESSED_EXTENSIONS.includes(path.extname(entry.name))) yield full;
  }
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every text file of a
 * folder, so the server sends them as they are (@fastify/static `preCompressed`) without compressing
 * on each request. A compressed copy that would not be smaller is not written: the file goes as is.
 * index.html is left out: the server fills it in per request (and compresses the result then).
 */
export async function precompressFolder(dir: string): Promise<{ files: number; raw: number; br: number }> {
  const jobs: Promise<{ raw: number; br: number }>[] = [];
  for await (const file of files(dir)) {
    jobs.push(
      (async () => {
        const raw = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: raw.length > LARGE_FILE_BYTES ? 9 : constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
          gzipAsync(raw, { level: 9 }),
        ]);
        if (br.length < raw.length) await writeFile(`${file}.br`, br);
        if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
        return { raw: raw.length, br: Math.min(br.length, raw.length) };
      })(),
    );
  }
  const done = await Promise.all(jobs);
  return { files: done.length, raw: done.reduce((n, d) => n + d.raw, 0), br: done.reduce((n, d) => n + d.br, 0) };
}

/** Vite plugin: precompress the build output once it is written (after `before` has added files to it). */
export function precompress(options: { before?: (outDir: string) => Promise<void> } = {}): Plugin {
  let outDir = 'dist';
  return {
    name: 'guildhall-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await options.before?.(outDir);
      const { files: count, raw, br } = await precompressFolder(outDir);
      this.info?.(`precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`);
    },
  };
}
