import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { profiles } from '../../db/schema.js';
import { loadAuthor } from '../../domain/comments.js';
import {
  checkReelForm,
  createReel,
  findReelRow,
  likeReel,
  listReels,
  loadReel,
  recordReelView,
  unlikeReel,
} from '../../domain/reels.js';
import { checkReelChanges, deleteReel, ownReel, updateReel } from '../../domain/reel-edit.js';
import { findUserByUsername } from '../../domain/users.js';
import { FieldErrorCollector, notFound } from '../../lib/errors.js';
import { foundOr404 } from '../../lib/found.js';
import { discardForm, readForm } from '../../lib/forms.js';
import { viewerKey } from '../../lib/viewer.js';
import { seesHidden } from '../../domain/property-queries.js';
import { callerOf } from '../../plugins/access.js';
import { removeAll } from '../../plugins/storage.js';
import { loadPage, PageQuery, Paginated } from '../../lib/pagination.js';
import { Detail, errorResponses, FilePart, IdParams } from '../../schemas/common.js';
import { Reel, REEL_DESCRIPTION_MAX_LENGTH, REEL_TITLE_MAX_LENGTH } from '../../schemas/reel.js';

const ReelPage = Paginated(Reel);

const ReelEdit = Type.Object({
  title: Type.Optional(Type.String({ maxLength: REEL_TITLE_MAX_LENGTH })),
  description: Type.Optional(Type.String({ maxLength: REEL_DESCRIPTION_MAX_LENGTH })),
  property_id: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 1 })], { description: 'One of my listings, or null for none.' })),
});

const LikeState = Type.Object({ is_liked: Type.Boolean(), like_count: Type.Integer() });

/** The form as the document shows it; `checkReelForm` checks it. Built per app for the video's size limit. */
const reelForm = (maxVideoBytes: number) =>
  Type.Object({
    title: Type.Optional(Type.String({ maxLength: REEL_TITLE_MAX_LENGTH, description: 'Also the source of the slug.' })),
    description: Type.Optional(Type.String({ maxLength: REEL_DESCRIPTION_MAX_LENGTH, description: 'The source of the slug when there is no title.' })),
    country: Type.Optional(Type.String({ description: 'ISO 3166-1 alpha-2 code; the poster\u2019s profile country when absent.' })),
    property_id: Type.Optional(Type.Integer({ description: 'One of my listings that the clip shows.' })),
    video: FilePart(maxVideoBytes, 'MP4, WebM, MOV, OGG, MKV or AVI, checked by its bytes.'),
  });

const reelsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['reels'];

  const reelOr404 = (id: number, viewerId: number | null) => foundOr404(loadReel(app.db, id, viewerId), 'reel_not_found');
  const reelRowOr404 = (idOrSlug: string | number) => foundOr404(findReelRow(app.db, idOrSlug), 'reel_not_found');

  app.get(
    '/all',
    { config: { access: 'optional' }, schema: { tags, summary: 'All reels, newest first (no token needed)', querystring: PageQuery, response: { 200: ReelPage, ...errorResponses } } },
    async (request) => {
      return loadPage(request, (window) => listReels(app.db, {}, window, request.user?.id ?? null));
    },
  );

  app.get(
    '/agent/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'My reels, or those of `username`, newest first',
        querystring: Type.Object({ ...PageQuery.properties, username: Type.Optional(Type.String({ maxLength: 150 })) }),
        response: { 200: ReelPage, ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      let userId = me.id;
      if (request.query.username) {
        const user = await findUserByUsername(app.db, request.query.username);
        if (!user || user.isGuest) throw notFound('profile_not_found');
        userId = user.id;
      }
      return loadPage(request, (window) => listReels(app.db, { userId }, window, me.id));
    },
  );

  app.get(
    '/details/:idOrSlug/',
    {
      config: { access: 'optional' },
      schema: {
        tags,
        summary: 'One reel by id or slug; counts one view a viewer (no token needed)',
        params: Type.Object({ idOrSlug: Type.String({ minLength: 1, maxLength: 300, description: 'The reel\u2019s id or slug.' }) }),
        response: { 200: Reel, ...errorResponses },
      },
    },
    async (request) => {
      const row = await reelRowOr404(request.params.idOrSlug);
      // A reel hidden on members' reports is not there for anyone but its owner and moderators.
      if (row.moderationHidden && !seesHidden(row.userId, request.user)) throw notFound('reel_not_found');
      await recordReelView(app.db, row.id, viewerKey(request));
      return reelOr404(row.id, request.user?.id ?? null);
    },
  );

  app.post(
    '/create/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Post a clip (multipart)',
        multipartBody: reelForm(app.config.maxVideoBytes),
        response: { 201: Reel, ...errorResponses, 413: Detail },
      } as never,
    },
    async (request, reply) => {
      const me = callerOf(request);
      const errors = new FieldErrorCollector();
      // The clip is received onto the local disk and checked there (lib/upload-spool.ts); the
      // store takes it over when it is saved, and `discardForm` removes it on any failure before.
      const form = await readForm(request, { video: { kind: 'video', max: 1, maxBytes: app.config.maxVideoBytes } }, { errors, spoolDir: app.storage.store.spoolDir });
      try {
        const [profile] = await app.db.select({ country: profiles.country }).from(profiles).where(eq(profiles.id, me.id));
        const { propertyId } = await checkReelChanges(app.db, me.id, { property_id: form.fields.property_id }, errors);
        const input = checkReelForm(form.fields, form.files.video?.[0], profile?.country ?? 'KE', errors);
        const video = await app.storage.save(input.video, 'reels');
        // No video left behind when the database write fails.
        const id = await createReel(app.db, me.id, { ...input, video, propertyId: propertyId ?? null }).catch(async (error: unknown) => {
          await removeAll(app.storage, [video]);
          throw error;
        });
        reply.status(201);
        return reelOr404(id, me.id);
      } finally {
        await discardForm(form);
      }
    },
  );

  app.patch(
    '/:id/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Change my reel: its caption, or the listing it shows (null unlinks)',
        params: IdParams,
        body: ReelEdit,
        response: { 200: Reel, ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const reel = ownReel(await findReelRow(app.db, request.params.id), me.id);
      const errors = new FieldErrorCollector();
      const changes = await checkReelChanges(app.db, me.id, request.body, errors);
      errors.throwIfAny();
      await updateReel(app.db, reel.id, changes);
      return reelOr404(reel.id, me.id);
    },
  );

  app.delete(
    '/:id/',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Delete my reel, its likes, views and comments', params: IdParams, response: { 204: Type.Null(), ...errorResponses } },
    },
    async (request, reply) => {
      const me = callerOf(request);
      const reel = ownReel(await findReelRow(app.db, request.params.id), me.id);
      await removeAll(app.storage, await deleteReel(app.db, reel));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/like/:id/',
    { config: { access: 'member' }, schema: { tags, summary: 'Like a reel (idempotent)', params: IdParams, response: { 200: LikeState, ...errorResponses } } },
    async (request) => {
      const me = callerOf(request);
      const reel = await reelRowOr404(request.params.id);
      return likeReel(app.db, app.realtime, reel, await loadAuthor(app.db, me.id));
    },
  );

  app.post(
    '/unlike/:id/',
    { config: { access: 'member' }, schema: { tags, summary: 'Take back a like (idempotent)', params: IdParams, response: { 200: LikeState, ...errorResponses } } },
    async (request) => {
      const me = callerOf(request);
      const reel = await reelRowOr404(request.params.id);
      return unlikeReel(app.db, reel.id, me.id);
    },
  );
};

export default reelsRoutes;
