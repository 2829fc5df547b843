import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../domain/users.js';
import { ActivationTokens } from '../../lib/tokens.js';

/** E-mails the activation link (`{PUBLIC_URL}/activate/{uid}/{token}/`) and logs it for local use. */
export async function sendActivationMail(app: FastifyInstance, user: UserRow): Promise<string> {
  const uid = ActivationTokens.encodeUid(user.id);
  const token = app.activationTokens.make(user.id);
  const link = `${app.config.publicUrl}/activate/${uid}/${token}/`;
  await app.mailer.send({
    to: user.email,
    subject: 'Activate your Estate account',
    text: [
      `Hello ${user.firstName || user.username},`,
      '',
      'Welcome to Estate. Open this link to activate your account:',
      link,
      '',
      `The link works once and expires in ${Math.round(app.config.activationTokenTtlSeconds / 3600)} hours.`,
    ].join('\n'),
  });
  app.log.info({ email: user.email, link }, 'activation link sent');
  return link;
}
