import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const FROM = 'Estate kit <no-reply@estate.local>';

function toEml(message: MailMessage, date: Date): string {
  return [
    `From: ${FROM}`,
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    message.text,
  ].join('\r\n');
}

/** Writes each message as one `.eml` file under `<data dir>/outbox/`; with `SMTP_URL`, sends it too. */
export default fp(
  async (app) => {
    const outbox = path.join(app.config.dataDir, 'outbox');
    await mkdir(outbox, { recursive: true });
    const smtp = app.config.smtpUrl ? (await import('nodemailer')).createTransport(app.config.smtpUrl) : undefined;
    app.decorate('mailer', {
      async send(message) {
        const date = new Date();
        const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
        await writeFile(path.join(outbox, `${date.toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`), toEml(message, date));
        if (smtp) await smtp.sendMail({ from: FROM, ...message });
      },
    });
  },
  { name: 'mail', dependencies: ['config'] },
);
