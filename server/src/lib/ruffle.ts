import { readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

// Self-hosted Ruffle: the player script and its WebAssembly come from the installed
// @ruffle-rs/ruffle package. The build copies them into the site (dist/ruffle/<version>/) and
// precompresses them there; the server serves that copy, or the package itself before a build.

const manifestPath = createRequire(import.meta.url).resolve('@ruffle-rs/ruffle/package.json');
/** The installed package's folder. */
export const RUFFLE_PACKAGE_DIR = path.dirname(manifestPath);
const RUFFLE_VERSION = (JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string }).version;
/** Versioned, so every file can be cached for a year: a new Ruffle gets a new URL. */
export const RUFFLE_BASE_PATH = `/ruffle/${RUFFLE_VERSION}/`;
/** The built copy's folder inside the site's build output. */
export const ruffleBuildDir = (distDir: string) => path.join(distDir, 'ruffle', RUFFLE_VERSION);

/** The content type of each file the site serves: scripts and WebAssembly, nothing else (no maps, no package.json). */
export const RUFFLE_TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm' };

/** The names of the package's files the site serves. */
export const ruffleFileNames = (): string[] => readdirSync(RUFFLE_PACKAGE_DIR).filter((name) => path.extname(name) in RUFFLE_TYPES);

/** Build step: copies the served files into the build output, where they are precompressed with the rest. */
export async function copyRuffleInto(distDir: string): Promise<void> {
  const target = ruffleBuildDir(distDir);
  await mkdir(target, { recursive: true });
  await Promise.all(ruffleFileNames().map((name) => copyFile(path.join(RUFFLE_PACKAGE_DIR, name), path.join(target, name))));
}
