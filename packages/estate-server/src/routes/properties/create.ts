import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createProperty } from '../../domain/properties.js';
import { checkPropertyForm, DEFAULT_TAX_RATE, MAX_PROPERTY_PHOTOS } from '../../domain/property-form.js';
import { loadProperty } from '../../domain/property-queries.js';
import { FieldErrorCollector } from '../../lib/errors.js';
import { readForm } from '../../lib/forms.js';
import { bearer, requireMember } from '../../lib/guards.js';
import { errorResponses } from '../../schemas/common.js';
import { ADVERT_TYPES, Property, PROPERTY_STATUSES, PROPERTY_TYPES } from '../../schemas/property.js';
import { tags } from './shared.js';

const choice = (options: readonly string[], description: string) => Type.Unsafe<string>({ type: 'string', enum: [...options], description });

/** The form as the OpenAPI document shows it; `readForm` and `checkPropertyForm` do the checking. */
const PropertyForm = Type.Object({
  title: Type.Optional(Type.String({ maxLength: 250 })),
  description: Type.Optional(Type.String()),
  interior_features: Type.Optional(Type.String()),
  exterior_features: Type.Optional(Type.String()),
  country: Type.String({ description: 'ISO 3166-1 alpha-2 code, any case.' }),
  city: Type.Optional(Type.String({ maxLength: 180 })),
  postal_code: Type.Optional(Type.String({ maxLength: 20 })),
  street_address: Type.Optional(Type.String({ maxLength: 250 })),
  property_number: Type.Optional(Type.Integer({ minimum: 0 })),
  property_status: choice(PROPERTY_STATUSES, 'Also accepts the legacy For Rent (= Ongoing Project) and For Sale (= Completed Project).'),
  price: Type.String({ description: 'A decimal greater than 0, at most 2 decimal places (US dollars).' }),
  tax: Type.Optional(Type.Number({ minimum: 0, maximum: 1, default: DEFAULT_TAX_RATE, description: 'A rate: 0.15 is 15%.' })),
  plot_area: Type.Optional(Type.Number({ minimum: 0, description: 'Square metres.' })),
  total_floors: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  bedrooms: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  bathrooms: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  advert_type: choice(ADVERT_TYPES, 'Case and separators do not matter.'),
  property_type: Type.Optional(choice(PROPERTY_TYPES, 'Defaults to Other.')),
  cover_photo: Type.String({ format: 'binary', description: 'One image, checked by its bytes.' }),
  photos: Type.Optional(Type.Array(Type.String({ format: 'binary' }), { maxItems: MAX_PROPERTY_PHOTOS, description: 'Up to 10 images, in display order.' })),
});

const createRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/create/',
    {
      schema: {
        tags,
        summary: 'Create a property (multipart); every field error is reported at once',
        security: bearer,
        multipartBody: PropertyForm,
        response: { 201: Property, ...errorResponses },
      } as never,
    },
    async (request, reply) => {
      const me = requireMember(request);
      const image = { kind: 'image', maxBytes: app.config.maxImageBytes } as const;
      const errors = new FieldErrorCollector();
      const form = await readForm(request, { cover_photo: { ...image, max: 1 }, photos: { ...image, max: MAX_PROPERTY_PHOTOS } }, { errors });
      const fields = checkPropertyForm(form.fields, form.files, errors);
      errors.throwIfAny();
      // Files are written only once the whole form is known to be good.
      const coverPhoto = await app.storage.save(form.files.cover_photo![0]!, 'properties');
      const photos = await Promise.all((form.files.photos ?? []).map((photo) => app.storage.save(photo, 'properties')));
      const id = await createProperty(app.db, me.id, fields!, { coverPhoto, photos });
      reply.status(201);
      return loadProperty(app.db, id, me.id);
    },
  );
};

export default createRoutes;
