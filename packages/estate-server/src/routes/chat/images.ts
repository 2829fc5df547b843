import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CHAT_UPLOAD_TTL_SECONDS, signUpload, uploadKey } from '../../domain/chat-image-uploads.js';
import { FieldErrorCollector } from '../../lib/errors.js';
import { readForm } from '../../lib/forms.js';
import { callerOf } from '../../plugins/access.js';
import { errorResponses, FilePart } from '../../schemas/common.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const UploadForm = (maxImageBytes: number) =>
  Type.Object({
    image: FilePart(maxImageBytes, 'The image, checked by its bytes exactly as an image sent on the socket as a data URL.'),
    client_id: Type.String({ format: 'uuid', description: 'The client id of the message the image will be sent in; the token is good for that message only.' }),
  });

const ChatImageUpload = Type.Object(
  {
    token: Type.String({ description: 'Names the image in the chat frame `{"image_upload": token, "client_id": ...}`; signed, bound to the uploader and the client id.' }),
    image: Type.String({ description: 'The stored image\u2019s URL (the path the message\u2019s `image` will have).' }),
    expires_at: Type.String({ format: 'date-time', description: `When the token stops being accepted (${CHAT_UPLOAD_TTL_SECONDS / 60} minutes after the upload).` }),
  },
);

/**
 * An image uploaded ahead of its chat message (`POST /chat/images/`), so a client can show the
 * upload's progress and cancel it; the message then names the token on the socket (docs/chat.md).
 */
const chatImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const key = uploadKey(app.config.jwtSecret);
  app.post(
    '/chat/images/',
    {
      config: { access: 'member' },
      schema: {
        tags: ['chat'],
        summary: 'Upload an image for a chat message (multipart), answered with a token the socket frame names',
        description: `Send the message on the chat socket as \`{"image_upload": token, "client_id": the same client id}\` within ${CHAT_UPLOAD_TTL_SECONDS / 60} minutes; receivers get it as any image message. The token is refused for another sender, another client id, once expired, or altered.`,
        multipartBody: UploadForm(app.config.maxImageBytes),
        response: { 201: ChatImageUpload, ...errorResponses },
      } as never,
    },
    async (request, reply) => {
      const me = callerOf(request);
      const errors = new FieldErrorCollector();
      const form = await readForm(request, { image: { kind: 'image', max: 1, maxBytes: app.config.maxImageBytes } }, { errors });
      const clientId = form.fields.client_id?.trim();
      if (!clientId) errors.add('client_id', 'required');
      else if (!UUID.test(clientId)) errors.add('client_id', 'invalid_format', { format: 'uuid' });
      const image = form.files.image?.[0];
      if (!image && !errors.has('image')) errors.add('image', 'required');
      errors.throwIfAny();
      const path = await app.storage.save(image!, 'chat');
      const exp = Math.floor(Date.now() / 1000) + CHAT_UPLOAD_TTL_SECONDS;
      const token = signUpload(key, { user: me.id, clientId: clientId!.toLowerCase(), path, exp });
      reply.status(201);
      return { token, image: path, expires_at: new Date(exp * 1000).toISOString() };
    },
  );
};

export default chatImageRoutes;
