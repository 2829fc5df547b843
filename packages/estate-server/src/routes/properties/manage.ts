import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { deleteListing, ownedListing, planPhotos, updateListing } from '../../domain/property-edit.js';
import { checkPropertyForm } from '../../domain/property-form.js';
import { loadProperty } from '../../domain/property-queries.js';
import { FieldErrorCollector } from '../../lib/errors.js';
import { readForm } from '../../lib/forms.js';
import { callerOf } from '../../plugins/access.js';
import { removeAll, saveAll } from '../../plugins/storage.js';
import { errorResponses, IdParams } from '../../schemas/common.js';
import { MAX_PROPERTY_PHOTOS, Property } from '../../schemas/property.js';
import { propertyForm } from './create.js';
import { tags } from './shared.js';

/** The edit form: any field of the create form, and the photos' removals and order. */
const editForm = (maxImageBytes: number) =>
  Type.Object({
    ...Type.Partial(propertyForm(maxImageBytes)).properties,
    remove_photos: Type.Optional(Type.String({ description: 'Comma-separated ids of photos to remove.' })),
    photo_order: Type.Optional(Type.String({ description: 'Comma-separated ids of every photo kept, in the new order; new photos go after them.' })),
  });

/** `PATCH` and `DELETE /api/v1/properties/{id}/`: the owner changes or removes a listing. */
const manageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/:id/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Change my listing (multipart or JSON): any field, availability, the pin, photos added, removed and reordered, a new cover',
        params: IdParams,
        multipartBody: editForm(app.config.maxImageBytes),
        response: { 200: Property, ...errorResponses },
      } as never,
    },
    async (request) => {
      const me = callerOf(request);
      const { id } = request.params as { id: number };
      const listing = await ownedListing(app.db, id, me.id);
      const image = { kind: 'image', maxBytes: app.config.maxImageBytes } as const;
      const errors = new FieldErrorCollector();
      const form = await readForm(request, { cover_photo: { ...image, max: 1 }, photos: { ...image, max: MAX_PROPERTY_PHOTOS } }, { errors });
      const fields = checkPropertyForm(form.fields, form.files, errors, { partial: true });
      const plan = planPhotos(listing, form.fields, errors);
      const added = form.files.photos ?? [];
      if (plan.keep.length + added.length > MAX_PROPERTY_PHOTOS) errors.add('photos', 'too_many_files', { max: MAX_PROPERTY_PHOTOS });
      errors.throwIfAny();
      const cover = form.files.cover_photo?.[0];
      const stored = await saveAll(app.storage, [...(cover ? [cover] : []), ...added], 'properties');
      const unused = await updateListing(app.db, listing, fields!, { ...plan, cover: cover && stored[0], added: cover ? stored.slice(1) : stored }).catch(
        async (error: unknown) => {
          await removeAll(app.storage, stored);
          throw error;
        },
      );
      await removeAll(app.storage, unused);
      return loadProperty(app.db, id, me.id);
    },
  );

  app.delete(
    '/:id/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Delete my listing, its photos, likes, comments and saved-search matches; reels showing it are unlinked',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = callerOf(request);
      const listing = await ownedListing(app.db, request.params.id, me.id);
      await removeAll(app.storage, await deleteListing(app.db, listing));
      return reply.status(204).send(null);
    },
  );
};

export default manageRoutes;
