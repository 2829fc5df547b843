import fp from 'fastify-plugin';

export default fp(async () => {}, { name: 'realtime', dependencies: ['config'] });
