import {
  COMPLAINT_LIMITS,
  COMPLAINT_PHOTO_TYPES,
  complaintCreatedSchema,
  complaintDetailSchema,
  complaintIdParamsSchema,
  complaintListResponseSchema,
  complaintOrdersResponseSchema,
  complaintPhotoParamsSchema,
  complaintPhotoUploadedSchema,
  complaintRequestSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ForbiddenError } from '../../lib/http-errors.js';
import type { CustomerRow } from '../customers/customers.repository.js';
import { listComplaints } from './complaints.repository.js';
import {
  fileComplaint,
  getComplaint,
  listComplaintOrders,
  readComplaintPhoto,
  storePhoto,
} from './complaints.service.js';

/**
 * The complaint form (platform §3): photos uploaded one by one as raw bytes, then the
 * complaint naming their tokens; the customer's list and orders; staff reads. Writes are
 * throttled like every public write; a login, when sent, makes the complaint the customer's.
 */
export const complaintsRoutes: FastifyPluginAsync<{ dataDir: string }> = async (app, options) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Only this plugin takes picture bodies, as the raw bytes (no multipart plugin needed).
  app.addContentTypeParser(
    [...COMPLAINT_PHOTO_TYPES],
    { parseAs: 'buffer', bodyLimit: COMPLAINT_LIMITS.photoBytesMax },
    (_request, body, done) => done(null, body),
  );
  const authenticateIfSent = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization) await app.authenticate(request, reply);
  };
  const customerOf = (request: FastifyRequest): CustomerRow => {
    const customer = request.authentication?.customer;
    if (!customer) throw new Error('route is missing the authenticate preHandler');
    return customer;
  };
  const staffOf = (request: FastifyRequest): CustomerRow => {
    const customer = customerOf(request);
    if (!customer.is_staff) throw new ForbiddenError('STAFF_ONLY', 'Complaints are for staff.');
    return customer;
  };

  routes.post(
    '/complaints/photos/',
    {
      bodyLimit: COMPLAINT_LIMITS.photoBytesMax,
      config: { rateLimit: app.writeThrottle() },
      preHandler: authenticateIfSent,
      schema: { response: { 201: complaintPhotoUploadedSchema } },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const photo = await storePhoto(
        app.db,
        options.dataDir,
        body,
        request.authentication?.customer ?? null,
      );
      reply.header('cache-control', 'private, no-store');
      return reply.code(201).send(photo);
    },
  );
  routes.post(
    '/complaints/',
    {
      config: { rateLimit: app.writeThrottle() },
      preHandler: authenticateIfSent,
      schema: { body: complaintRequestSchema, response: { 201: complaintCreatedSchema } },
    },
    async (request, reply) => {
      const created = await fileComplaint(
        app.db,
        request.body,
        request.authentication?.customer ?? null,
      );
      reply.header('cache-control', 'private, no-store');
      return reply.code(201).send(created);
    },
  );
  routes.get(
    '/complaints/mine/',
    {
      preHandler: app.authenticate,
      schema: { response: { 200: complaintListResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { complaints: await listComplaints(app.db, customerOf(request).id) };
    },
  );
  routes.get(
    '/complaints/orders/',
    {
      preHandler: app.authenticate,
      schema: { response: { 200: complaintOrdersResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listComplaintOrders(app.db, customerOf(request).id);
    },
  );
  routes.get(
    '/complaints/',
    { preHandler: app.authenticate, schema: { response: { 200: complaintListResponseSchema } } },
    async (request, reply) => {
      staffOf(request);
      reply.header('cache-control', 'private, no-store');
      return { complaints: await listComplaints(app.db) };
    },
  );
  routes.get(
    '/complaints/:id',
    {
      preHandler: app.authenticate,
      schema: { params: complaintIdParamsSchema, response: { 200: complaintDetailSchema } },
    },
    async (request, reply) => {
      staffOf(request);
      reply.header('cache-control', 'private, no-store');
      return getComplaint(app.db, request.params.id);
    },
  );
  routes.get(
    '/complaints/:id/photos/:photoId',
    { preHandler: app.authenticate, schema: { params: complaintPhotoParamsSchema } },
    async (request, reply) => {
      const photo = await readComplaintPhoto(
        app.db,
        options.dataDir,
        { complaintId: request.params.id, photoId: request.params.photoId },
        customerOf(request),
      );
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type(photo.contentType)
        .send(photo.bytes);
    },
  );
};
