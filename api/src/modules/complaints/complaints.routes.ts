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
  complaintStaffListQuerySchema,
  complaintStaffListResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ForbiddenError, ServiceUnavailableError } from '../../lib/http-errors.js';
import { addPeriodicSweep } from '../../lib/periodic-sweep.js';
import { withRetryAfter } from '../attempts/attempts.service.js';
import type { CustomerRow } from '../customers/customers.repository.js';
import { listComplaints, listStaffComplaints } from './complaints.repository.js';
import {
  fileComplaint,
  getComplaint,
  listComplaintOrders,
  readComplaintPhoto,
  storePhoto,
} from './complaints.service.js';
import { admitPhotoUpload } from './photo-quota.js';
import { deleteUnattachedPhotos } from './photo-sweep.service.js';

/** How often photos never attached to a complaint are looked for and deleted. */
const PHOTO_SWEEP_MS = 10 * 60_000;
/** The first sweep after start: once startup (seeding, warm-up) is over, not an hour later. */
const FIRST_PHOTO_SWEEP_MS = 2 * 60_000;

/**
 * The complaint form (platform §3): photos uploaded one by one as raw bytes, then the
 * complaint naming their tokens; the customer's list and orders; staff reads. Writes are
 * throttled like every public write; a login, when sent, makes the complaint the customer's.
 * Also runs the sweep that deletes photos never attached to a complaint.
 */
export const complaintsRoutes: FastifyPluginAsync<{ dataDir: string }> = async (app, options) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Only this plugin takes picture bodies, as the raw bytes (no multipart plugin needed).
  app.addContentTypeParser(
    [...COMPLAINT_PHOTO_TYPES],
    { parseAs: 'buffer', bodyLimit: COMPLAINT_LIMITS.photoBytesMax },
    (_request, body, done) => done(null, body),
  );
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
  const requireStaff = async (request: FastifyRequest) => {
    staffOf(request);
  };

  routes.post(
    '/complaints/photos/',
    {
      bodyLimit: COMPLAINT_LIMITS.photoBytesMax,
      // Up to 10 MiB from a phone: the long request timeout, not the short one of JSON bodies.
      config: { rateLimit: app.writeThrottle(), bodyTimeout: 'upload' },
      preHandler: app.authenticateIfSent,
      schema: { response: { 201: complaintPhotoUploadedSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const uploader = request.authentication?.customer ?? null;
      const photo = await withRetryAfter(reply, async () => {
        try {
          await admitPhotoUpload(app.db, { uploader, address: request.ip }, app.limits);
        } catch (error) {
          // The waiting photos are full: the sweep makes room within its interval.
          if (error instanceof ServiceUnavailableError) {
            reply.header('retry-after', String(PHOTO_SWEEP_MS / 1000));
          }
          throw error;
        }
        return storePhoto(app.db, options.dataDir, body, uploader);
      });
      return reply.code(201).send(photo);
    },
  );
  routes.post(
    '/complaints/',
    {
      config: { rateLimit: app.writeThrottle() },
      preHandler: app.authenticateIfSent,
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
    {
      // 401 and 403 before the query is looked at: only staff learn what it should be.
      preValidation: [app.authenticate, requireStaff],
      schema: {
        querystring: complaintStaffListQuerySchema,
        response: { 200: complaintStaffListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { complaints: await listStaffComplaints(app.db, request.query.customer) };
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

  addPeriodicSweep(app, {
    everyMs: PHOTO_SWEEP_MS,
    firstAfterMs: FIRST_PHOTO_SWEEP_MS,
    failure: 'deleting unattached complaint photos failed',
    task: async () => {
      const deleted = await deleteUnattachedPhotos(app.db, options.dataDir);
      if (deleted > 0) app.log.info({ deleted }, 'unattached complaint photos deleted');
    },
  });
};
