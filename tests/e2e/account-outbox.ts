import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The e2e server writes mail as .eml files to DATA_DIR/outbox; scripts/e2e-server.mjs notes its
// DATA_DIR in a file named by the port, so tests can read the mail a player would get.

const port = process.env.E2E_PORT ?? '8787';

function outboxDir(): string {
  const note = path.join(tmpdir(), `guildhall-e2e-${port}.datadir`);
  return path.join(readFileSync(note, 'utf8').trim(), 'outbox');
}

/** Quoted-printable bodies fold long lines (the reset link) and escape '='. */
const decodeQuotedPrintable = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The newest mail to `to`, decoded, or undefined. */
export function latestMailTo(to: string): string | undefined {
  const dir = outboxDir();
  if (!existsSync(dir)) return undefined;
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const f of files) {
    const raw = readFileSync(path.join(dir, f), 'utf8');
    if (new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(raw)) return decodeQuotedPrintable(raw);
  }
  return undefined;
}
