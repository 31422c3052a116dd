import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI built from the very zod schemas the routes validate with. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Ringledger API',
        version: '1',
        description: 'VoIP call-billing and telephony administration. Every route names the permission it requires.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          switchBasic: { type: 'http', scheme: 'basic', description: "FreeSWITCH's credentials (FREESWITCH_CREDENTIALS), on /api/v1/freeswitch/ only" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The UI's own CSP would upgrade its assets to https, which breaks a plain-http install.
    transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?/, '').replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
    uiConfig: { docExpansion: 'list' },
  });
  app.get('/api/openapi.json', { config: { isPublic: true }, schema: { hide: true } }, async () => app.swagger());
});
