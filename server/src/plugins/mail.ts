import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

interface Mailer {
  /** Sends now: SMTP when SMTP_URL is set, otherwise an .eml file in DATA_DIR/outbox. */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Runs work after the answer has gone (e.g. recovery: the answer must not wait on, or reveal,
   * whether a mail is sent). Failures are logged, never thrown at the caller.
   */
  defer(work: () => Promise<void>): void;
  /** Waits for deferred work (tests, graceful shutdown). */
  flush(): Promise<void>;
  /** Mails sent by this process, newest last (at most 50; for tests and the operator's log). */
  readonly sent: readonly OutgoingMail[];
  /** Folder of the .eml files, or null when mail goes through SMTP or nowhere (in-memory tests). */
  readonly outboxDir: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Outgoing mail: outbox files by default, SMTP when SMTP_URL is set. */
export default fp(
  async (app, opts: { smtpUrl?: string; from: string; dataDir: string }) => {
    const outboxDir = opts.smtpUrl || opts.dataDir === ':memory:' ? null : path.resolve(opts.dataDir, 'outbox');
    const transport: Transporter = opts.smtpUrl
      ? nodemailer.createTransport(opts.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const sent: OutgoingMail[] = [];
    const pending = new Set<Promise<void>>();

    const send = async (mail: OutgoingMail) => {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      sent.push(mail);
      if (sent.length > 50) sent.shift();
      if (outboxDir) {
        await mkdir(outboxDir, { recursive: true });
        // Sortable name; written then renamed so a reader never sees half a file.
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
        const tmp = path.join(outboxDir, `.${name}.tmp`);
        await writeFile(tmp, (info as { message: Buffer }).message);
        await rename(tmp, path.join(outboxDir, name));
        app.log.info({ to: mail.to, subject: mail.subject, file: name }, 'mail written to the outbox');
      } else {
        app.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      }
    };

    const defer = (work: () => Promise<void>) => {
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((err: unknown) => app.log.error({ err }, 'background mail work failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    };

    const flush = async () => {
      while (pending.size) await Promise.all([...pending]);
    };

    app.decorate('mailer', { send, defer, flush, sent, outboxDir });
    app.addHook('onClose', async () => {
      await flush();
      transport.close();
    });
  },
  { name: 'mail' },
);
