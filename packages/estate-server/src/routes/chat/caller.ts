import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connect.js';
import { findChatPartner, type ChatUser } from '../../domain/chat.js';
import { findUserById } from '../../domain/users.js';
import { badRequestDetail, notFound, unauthorized } from '../../lib/errors.js';
import { callerOf } from '../../plugins/access.js';

/** The caller of a chat route, with the username its messages name (401 when the account is gone). */
export async function chatCaller(db: Db, request: FastifyRequest): Promise<ChatUser> {
  const user = await findUserById(db, callerOf(request).id);
  if (!user) throw unauthorized('not_authenticated');
  return { id: user.id, username: user.username };
}

/** The person named in a chat URL: 404 'User not found.' for no such member (or a guest), 400 for myself. */
export async function chatPartnerOf(db: Db, me: ChatUser, username: string): Promise<ChatUser> {
  const partner = await findChatPartner(db, username);
  if (!partner) throw notFound('unknown_user');
  if (partner.id === me.id) throw badRequestDetail('chat_with_self');
  return { id: partner.id, username: partner.username };
}
