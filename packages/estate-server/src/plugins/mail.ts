import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';

/** A file sent with a message, e.g. a viewing's calendar file (`text/calendar`). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
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

/** Base64 in lines of 76 characters (RFC 2045). */
const base64Lines = (content: string) => Buffer.from(content, 'utf8').toString('base64').replace(/.{76}(?=.)/g, '$&\r\n');

function toEml(message: MailMessage, date: Date): string {
  const head = [`From: ${FROM}`, `To: ${message.to}`, `Subject: ${message.subject}`, `Date: ${date.toUTCString()}`, 'MIME-Version: 1.0'];
  if (!message.attachments?.length) return [...head, 'Content-Type: text/plain; charset=utf-8', '', message.text].join('\r\n');
  // A text and its files, as multipart/mixed (RFC 2046): each file base64, named for the mail client.
  const boundary = `estate-${randomBytes(12).toString('hex')}`;
  return [
    ...head,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    message.text,
    ...message.attachments.flatMap((file) => [
      `--${boundary}`,
      `Content-Type: ${file.contentType}; name="${file.filename}"`,
      `Content-Disposition: attachment; filename="${file.filename}"`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(file.content),
    ]),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** Writes each message as one `.eml` file under `<data dir>/outbox/`; with `SMTP_URL`, sends it too. */
export default fp(
  async (app) => {
    const outbox = path.join(app.config.dataDir, 'outbox');
    await mkdir(outbox, { recursive: true });
    const smtp = app.config.smtpUrl ? (await import('nodemailer')).createTransport(app.config.smtpUrl) : undefined;
    // Numbers the files of one process, so two messages to one address in one millisecond are two files (still in order by name).
    let sent = 0;
    app.decorate('mailer', {
      async send(message) {
        const date = new Date();
        const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
        sent += 1;
        const name = `${date.toISOString().replace(/[:.]/g, '-')}-${String(sent).padStart(6, '0')}-${safeTo}.eml`;
        await writeFile(path.join(outbox, name), toEml(message, date));
        if (smtp) await smtp.sendMail({ from: FROM, ...message });
      },
    });
  },
  { name: 'mail', dependencies: ['config'] },
);
