import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const MapConfig = Type.Object({
  tiles: Type.Object({
    url: Type.String({ description: 'A tile URL template (`{z}`, `{x}`, `{y}`, optionally `{s}`), as Leaflet takes it.' }),
    attribution: Type.String({ description: 'The credit the tiles\u2019 terms ask the map to show.' }),
    max_zoom: Type.Integer({ minimum: 0 }),
  }),
});

/** `/api/v1/config/...`: what a client needs from the deployment that is not data (the map's tiles). */
const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/map/',
    {
      config: { access: 'public' },
      schema: { tags: ['config'], summary: 'Where the maps take their tiles (MAP_TILES_URL; OpenStreetMap by default)', response: { 200: MapConfig } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      const { url, attribution, maxZoom } = app.config.mapTiles;
      return { tiles: { url, attribution, max_zoom: maxZoom } };
    },
  );
};

export default configRoutes;
