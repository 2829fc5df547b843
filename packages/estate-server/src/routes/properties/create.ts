import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createProperty } from '../../domain/properties.js';
import { checkPropertyForm } from '../../domain/property-form.js';
import { matchNewListing, sendDueDigests } from '../../domain/saved-searches.js';
import { loadProperty } from '../../domain/property-queries.js';
import { FieldErrorCollector } from '../../lib/errors.js';
import { readForm } from '../../lib/forms.js';
import { callerOf } from '../../plugins/access.js';
import { removeAll, saveAll } from '../../plugins/storage.js';
import { Choice, errorResponses, FilePart } from '../../schemas/common.js';
import {
  ADVERT_TYPES,
  AVAILABILITIES,
  DEFAULT_PROPERTY_TYPE,
  DEFAULT_TAX_RATE,
  MAX_PROPERTY_PHOTOS,
  Property,
  PROPERTY_STATUS_ALIASES,
  PROPERTY_STATUSES,
  PROPERTY_TEXT_MAX_LENGTHS as MAX,
  PROPERTY_TYPES,
} from '../../schemas/property.js';
import { tags } from './shared.js';

const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/**
 * The form as the OpenAPI document shows it; `readForm` and `checkPropertyForm` do the checking,
 * with the same constants. Built per app: the file size limits are the app's configuration.
 */
export const propertyForm = (maxImageBytes: number) =>
  Type.Object({
    title: Text(MAX.title),
    description: Text(MAX.description),
    interior_features: Text(MAX.interior_features),
    exterior_features: Text(MAX.exterior_features),
    country: Type.String({ description: 'ISO 3166-1 alpha-2 code, any case.' }),
    city: Text(MAX.city),
    postal_code: Text(MAX.postal_code),
    street_address: Text(MAX.street_address),
    property_number: Type.Optional(Type.Integer({ minimum: 0 })),
    property_status: Type.Unsafe<string>({
      type: 'string',
      enum: [...PROPERTY_STATUSES, ...Object.keys(PROPERTY_STATUS_ALIASES)],
      'x-aliases': PROPERTY_STATUS_ALIASES,
      description:
        'Stored as Ongoing Project or Completed Project; `x-aliases` maps the other accepted spellings (the legacy For Rent and For Sale) to them. Case and separators do not matter.',
    }),
    price: Type.String({ description: 'A decimal greater than 0, at most 2 decimal places (US dollars).' }),
    tax: Type.Optional(Type.Number({ minimum: 0, maximum: 1, default: DEFAULT_TAX_RATE, description: 'A rate: 0.15 is 15%.' })),
    plot_area: Type.Optional(Type.Number({ minimum: 0, description: 'Square metres.' })),
    total_floors: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
    bedrooms: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
    bathrooms: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
    advert_type: Choice(ADVERT_TYPES, { description: 'Case and separators do not matter.' }),
    property_type: Type.Optional(Choice(PROPERTY_TYPES, { default: DEFAULT_PROPERTY_TYPE })),
    cover_photo: FilePart(maxImageBytes, 'One image, checked by its bytes.'),
    photos: Type.Optional(
      Type.Array(FilePart(maxImageBytes, 'An image, checked by its bytes.'), { maxItems: MAX_PROPERTY_PHOTOS, description: 'Images in display order.' }),
    ),
    latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'The pin; with longitude, or neither (blank both to remove it).' })),
    longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
    location_exact: Type.Optional(Type.Boolean({ default: false, description: 'Show the exact pin; otherwise the public point is rounded to about 100 m.' })),
    availability: Type.Optional(Choice(AVAILABILITIES, { default: 'available' })),
  });

const createRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/create/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Create a property (multipart); every field error is reported at once',
        multipartBody: propertyForm(app.config.maxImageBytes),
        response: { 201: Property, ...errorResponses },
      } as never,
    },
    async (request, reply) => {
      const me = callerOf(request);
      const image = { kind: 'image', maxBytes: app.config.maxImageBytes } as const;
      const errors = new FieldErrorCollector();
      const form = await readForm(request, { cover_photo: { ...image, max: 1 }, photos: { ...image, max: MAX_PROPERTY_PHOTOS } }, { errors });
      const fields = checkPropertyForm(form.fields, form.files, errors);
      errors.throwIfAny();
      // Files are written only once the whole form is known to be good.
      // All files or none (a full disk); and none left behind when the database write fails.
      const stored = await saveAll(app.storage, [form.files.cover_photo![0]!, ...(form.files.photos ?? [])], 'properties');
      const [coverPhoto, ...photos] = stored as [string, ...string[]];
      const id = await createProperty(app.db, me.id, fields!, { coverPhoto, photos }).catch(async (error: unknown) => {
        await removeAll(app.storage, stored);
        throw error;
      });
      // Saved-search alerts go out after the reply, so a listing's creation never waits on them: the
      // owners are told in the app, and a search's first match is e-mailed at once (then daily).
      reply.raw.once('finish', () => {
        matchNewListing(app.db, app.realtime, id)
          .then((matched) => sendDueDigests(app, new Date(), matched))
          .catch((error: unknown) => app.log.error({ err: error, propertyId: id }, 'saved search matching failed'));
      });
      reply.status(201);
      return loadProperty(app.db, id, me.id);
    },
  );
};

export default createRoutes;
