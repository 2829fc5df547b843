import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findLicensee, licenseFields, listLicensesToVerify, rejectLicense, verifyLicense } from '../../domain/licenses.js';
import { notify } from '../../domain/notifications.js';
import { refusal, notFound } from '../../lib/errors.js';
import { loadPage, PageQuery } from '../../lib/pagination.js';
import { trimFields } from '../../lib/trim.js';
import { callerOf } from '../../plugins/access.js';
import { errorResponses } from '../../schemas/common.js';
import { LicensePage, LicenseRejectBody, LicenseState, LicenseVerifyBody } from '../../schemas/moderation.js';

const UsernameParams = Type.Object({ username: Type.String({ maxLength: 150 }) });
const DEFAULT_VERIFY_REASON = 'Checked against the Estate Agents Registration Board register.';

/**
 * Agents' licences: the moderator checks the registration number and practising-certificate year
 * against the Estate Agents Registration Board's register (by hand) and records the result. Mounted under /moderation.
 */
const licenseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['moderation'];

  async function agentWithLicense(username: string) {
    const row = await findLicensee(app.db, username);
    if (!row || row.user.isGuest) throw notFound('profile_not_found');
    if (!(row.profile.isAgent || row.profile.topAgent) || !row.profile.license.trim()) throw refusal(400, 'license_not_given');
    return row;
  }

  async function state(username: string) {
    const { profile } = (await findLicensee(app.db, username))!;
    return { username, license: profile.license, license_year: profile.licenseYear || null, ...licenseFields(profile) };
  }

  app.get(
    '/licenses/',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Agents\u2019 licences to verify: a registration number not checked yet, oldest change first',
        querystring: PageQuery,
        response: { 200: LicensePage, ...errorResponses },
      },
    },
    async (request) => loadPage(request, (window) => listLicensesToVerify(app.db, window)),
  );

  app.post(
    '/licenses/:username/verify/',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Record that the register shows the agent\u2019s number with a practising certificate for `year`',
        params: UsernameParams,
        body: LicenseVerifyBody,
        response: { 200: LicenseState, ...errorResponses },
      },
      preValidation: trimFields('reason'),
    },
    async (request) => {
      const me = callerOf(request);
      const { user } = await agentWithLicense(request.params.username);
      await verifyLicense(app.db, user.id, me.id, request.body.year, request.body.reason || DEFAULT_VERIFY_REASON);
      return state(user.username);
    },
  );

  app.post(
    '/licenses/:username/reject/',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Record that the register does not show the agent\u2019s number or year (the agent is told why)',
        params: UsernameParams,
        body: LicenseRejectBody,
        response: { 200: LicenseState, ...errorResponses },
      },
      preValidation: trimFields('reason'),
    },
    async (request) => {
      const me = callerOf(request);
      const { user } = await agentWithLicense(request.params.username);
      await rejectLicense(app.db, user.id, me.id, request.body.reason);
      await notify(app.db, app.realtime, {
        userId: user.id,
        actorId: me.id,
        kind: 'moderation_outcome',
        message: `Your agent licence could not be verified: ${request.body.reason} Check the number and year on your profile.`,
        link: '/profile/edit/',
      });
      return state(user.username);
    },
  );
};

export default licenseRoutes;
