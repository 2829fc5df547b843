import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../domain/users.js';
import { ActivationTokens } from '../../lib/tokens.js';

/**
 * E-mails the activation link (`{PUBLIC_URL}/activate/{uid}/{token}/`). On a development setup it
 * is logged too, for local use; elsewhere only the sending is (the link opens the account).
 */
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
  if (app.config.development) app.log.info({ email: user.email, link }, 'activation link sent');
  else app.log.info({ userId: user.id }, 'activation link sent');
  return link;
}

/**
 * Tells the owner of an e-mail that someone tried to register with it. Registration answers the
 * same as for a new account, so only the address's owner learns it has one.
 */
export async function sendAccountExistsMail(app: FastifyInstance, owner: UserRow): Promise<void> {
  await app.mailer.send({
    to: owner.email,
    subject: 'Someone tried to register with your e-mail address',
    text: [
      `Hello ${owner.firstName || owner.username},`,
      '',
      'Someone tried to register an Estate account with this e-mail address, which already has one.',
      `If it was you, sign in instead: ${app.config.publicUrl}/login`,
      'If it was not, you need do nothing: no account was made and your password did not change.',
    ].join('\n'),
  });
  app.log.info({ userId: owner.id }, 'registration tried with an e-mail that has an account; its owner was told');
}
