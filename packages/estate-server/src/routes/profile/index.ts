import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { profiles, users } from '../../db/schema.js';
import { profileChanges } from '../../domain/profile-form.js';
import { loadProfile } from '../../domain/profiles.js';
import { findUserById, findUserByUsername } from '../../domain/users.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { foundOr404 } from '../../lib/found.js';
import { readForm } from '../../lib/forms.js';
import { callerOf } from '../../plugins/access.js';
import { removeAll } from '../../plugins/storage.js';
import { PageQuery } from '../../lib/pagination.js';
import { agentPage } from './people-page.js';
import { Choice, errorResponses, FilePart, IdParams } from '../../schemas/common.js';
import { AgentPage, GENDERS, PROFILE_TEXT_MAX_LENGTHS as MAX, PROFILE_URL_MAX_LENGTH, ProfileEnvelope, SearchBody } from '../../schemas/profile.js';

const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const Link = () => Type.Optional(Type.String({ format: 'uri', maxLength: PROFILE_URL_MAX_LENGTH, description: 'An http(s) URL; empty clears it.' }));

/** The form as the document shows it; `profileChanges` checks it with the same constants. Built per app for the photo's size limit. */
const profileForm = (maxImageBytes: number) =>
  Type.Object({
    first_name: Text(MAX.first_name),
    last_name: Text(MAX.last_name),
    phone_number: Type.Optional(Type.String()),
    about_me: Text(MAX.about_me),
    license: Text(MAX.license),
    license_year: Type.Optional(
      Type.String({ pattern: '^(|[0-9]{4})$', description: 'The practising-certificate year of the Estate Agents Registration Board licence, 2000 to next year; empty clears it. Changing it or `license` withdraws a moderator\u2019s verification.' }),
    ),
    agency: Text(MAX.agency),
    gender: Type.Optional(Choice(GENDERS, { description: 'Any case.' })),
    country: Type.Optional(Type.String({ description: 'ISO 3166-1 alpha-2 code.' })),
    city: Text(MAX.city),
    is_buyer: Type.Optional(Type.Boolean()),
    is_seller: Type.Optional(Type.Boolean({ description: 'Read-only here: set by a verified Seller plan payment.' })),
    is_agent: Type.Optional(Type.Boolean({ description: 'Read-only here: set by a verified Agent plan payment.' })),
    facebook_url: Link(),
    instagram_url: Link(),
    twitter_url: Link(),
    threads_url: Link(),
    profile_photo: Type.Optional(FilePart(maxImageBytes, 'An image, checked by its bytes.')),
  });

/** Guests and accounts never activated have no public profile (by username or by id). */
const hasPublicProfile = (user: { isGuest: boolean; isActive: boolean }) => !user.isGuest && user.isActive;

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['profiles'];

  const profileOr404 = async (userId: number, viewerId: number | null) => ({ profile: await foundOr404(loadProfile(app.db, userId, viewerId), 'profile_not_found') });

  app.get('/me/', { config: { access: 'user' }, schema: { tags, summary: 'My profile', response: { 200: ProfileEnvelope, ...errorResponses } } }, async (request) => {
    const me = callerOf(request);
    return profileOr404(me.id, me.id);
  });

  app.get(
    '/user/:username/',
    {
      // Optional: your own profile shows your e-mail and phone number.
      config: { access: 'optional' },
      schema: {
        tags,
        summary: 'A profile by username',
        params: Type.Object({ username: Type.String({ maxLength: 150 }) }),
        response: { 200: ProfileEnvelope, ...errorResponses },
      },
    },
    async (request) => {
      const user = await findUserByUsername(app.db, request.params.username);
      if (!user || !hasPublicProfile(user)) throw notFound('profile_not_found');
      return profileOr404(user.id, request.user?.id ?? null);
    },
  );

  app.get(
    '/:id',
    { config: { access: 'optional' }, schema: { tags, summary: 'A profile by id (the user id)', params: IdParams, response: { 200: ProfileEnvelope, ...errorResponses } } },
    async (request) => {
      // As by username: guests and accounts never activated have no public profile (ids are sequential).
      const user = await findUserById(app.db, request.params.id);
      const viewerId = request.user?.id ?? null;
      if (!user || (user.id !== viewerId && !hasPublicProfile(user))) throw notFound('profile_not_found');
      return profileOr404(user.id, viewerId);
    },
  );

  app.patch(
    '/update/:id/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Update my profile (multipart, or JSON without a photo)',
        params: IdParams,
        multipartBody: profileForm(app.config.maxImageBytes),
        response: { 200: ProfileEnvelope, ...errorResponses },
      } as never,
    },
    async (request) => {
      const me = callerOf(request);
      const { id } = request.params as { id: number };
      if (id !== me.id) throw forbidden('profile_edit_own');
      const form = await readForm(request, { profile_photo: { kind: 'image', max: 1, maxBytes: app.config.maxImageBytes } });
      const [current] = await app.db.select().from(profiles).where(eq(profiles.id, me.id));
      if (!current) throw notFound('profile_not_found');
      const changes = profileChanges(form.fields, current);
      const photo = form.files.profile_photo?.[0];
      const newPhoto = photo ? await app.storage.save(photo, 'profile_photos') : undefined;
      if (newPhoto) changes.profile.profilePhoto = newPhoto;
      await app.db
        .transaction(async (tx) => {
          await tx.update(profiles).set({ ...changes.profile, updatedAt: new Date() }).where(eq(profiles.id, me.id));
          if (Object.keys(changes.user).length > 0) await tx.update(users).set(changes.user).where(eq(users.id, me.id));
        })
        .catch(async (error: unknown) => {
          // No new photo left behind when the database write fails.
          if (newPhoto) await removeAll(app.storage, [newPhoto]);
          throw error;
        });
      return profileOr404(me.id, me.id);
    },
  );

  app.get(
    '/agents/all/',
    { config: { access: 'user' }, schema: { tags, summary: 'Agents (top agents first), with ratings, listings and response times', querystring: PageQuery, response: { 200: AgentPage, ...errorResponses } } },
    async (request) => agentPage(app, request, { agentsOnly: true }),
  );

  app.get(
    '/top-agents/all/',
    { config: { access: 'user' }, schema: { tags, summary: 'Top agents, with ratings, listings and response times', querystring: PageQuery, response: { 200: AgentPage, ...errorResponses } } },
    async (request) => agentPage(app, request, { topAgentsOnly: true }),
  );

  app.post(
    '/search-agent/',
    {
      config: { keepsReadCache: true, access: 'user' },
      schema: {
        tags,
        summary: 'Search agents by username or full name (case-insensitive)',
        querystring: PageQuery,
        body: SearchBody,
        response: { 200: AgentPage, ...errorResponses },
      },
    },
    async (request) => agentPage(app, request, { agentsOnly: true, search: request.body.search_query }),
  );
};

export default profileRoutes;
