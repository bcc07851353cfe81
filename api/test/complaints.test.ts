import { access, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  apiErrorSchema,
  type ComplaintRequest,
  complaintCreatedSchema,
  complaintDetailSchema,
  complaintListResponseSchema,
  complaintOrdersResponseSchema,
  complaintPhotoUploadedSchema,
  complaintStaffListResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/customers.js';
import { withAccountTables } from '../src/modules/account/account.table.js';
import { withComplaintTables } from '../src/modules/complaints/complaints.table.js';
import {
  deleteUnattachedPhotos,
  UNATTACHED_PHOTO_TTL_MS,
} from '../src/modules/complaints/photo-sweep.service.js';
import { demoLoginToken } from './support/sale-fixtures.js';
import { startTestApp, TEST_STAFF, testBackends } from './support/test-app.js';

const PHOTOS_URL = '/api/complaints/photos/';
const COMPLAINTS_URL = '/api/complaints/';
const MB = 1024 * 1024;

/** A PNG as far as the api can tell: the signature and some bytes. */
const png = (size = 64) => {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
};

/** A store purchase complaint that passes every rule. */
const validComplaint = (overrides: Partial<ComplaintRequest> = {}): ComplaintRequest => ({
  customerName: 'Aino Asiakas',
  email: 'aino@example.com',
  phone: '+358 40 123 4567',
  address: 'Mannerheimintie 1',
  postNumber: '00100',
  city: 'Helsinki',
  salesChannel: 'store',
  store: 2,
  targetStore: null,
  orderNumber: '',
  receipt: 'K-12345',
  timeOfPurchase: '2026-01-15',
  price: '129,90',
  used: true,
  manufacturer: 'Fjällräven',
  model: 'Keb Jacket',
  color: 'Green',
  size: 'M',
  noSize: false,
  complaint: 'The zipper broke after two walks.',
  rowId: null,
  orderDate: '',
  unitDiscount: '0',
  calculatedDiscount: false,
  photos: [],
  lang: 'fi',
  ...overrides,
});

describe.each(testBackends())('complaints on %s (platform §3 complaint form)', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let dataDir: string;
  let customer: string;
  let other: string;
  let staff: string;

  beforeAll(async () => {
    const started = await startTestApp(backend);
    ({ app, close } = started);
    dataDir = started.config.dataDir;
    customer = await demoLoginToken(app, DEMO_ACCOUNTS[0].email);
    staff = await demoLoginToken(app, TEST_STAFF.email);
    other = await demoLoginToken(app, DEMO_ACCOUNTS[1].email);
  });
  afterAll(() => close?.());

  const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});

  async function upload(bytes: Buffer, type = 'image/png', token: string | null = customer) {
    const response = await app.inject({
      method: 'POST',
      url: PHOTOS_URL,
      headers: { 'content-type': type, ...auth(token) },
      payload: bytes,
    });
    return { status: response.statusCode, body: response.json() };
  }

  async function uploaded(token: string | null = customer) {
    const answer = await upload(png(), 'image/png', token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return complaintPhotoUploadedSchema.parse(answer.body).token;
  }

  async function file(body: unknown, token: string | null = customer) {
    const response = await app.inject({
      method: 'POST',
      url: COMPLAINTS_URL,
      headers: auth(token),
      payload: body as object,
    });
    return { status: response.statusCode, body: response.json() };
  }

  async function filed(body: ComplaintRequest, token: string | null = customer) {
    const answer = await file(body, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return complaintCreatedSchema.parse(answer.body);
  }

  async function get(url: string, token: string | null) {
    const response = await app.inject({ method: 'GET', url, headers: auth(token) });
    return { status: response.statusCode, response };
  }

  async function detail(id: number) {
    const { status, response } = await get(`${COMPLAINTS_URL}${id}`, staff);
    expect(status).toBe(200);
    return complaintDetailSchema.parse(response.json());
  }

  const fieldsOf = (body: unknown) =>
    (apiErrorSchema.parse(body).fields ?? []).map((field) => field.field);

  const countComplaints = async () =>
    Number(
      (
        await withComplaintTables(app.db)
          .selectFrom('complaints')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('files a complaint: 201 with its number, stored with the rules applied and an email queued', async () => {
    const photo = await uploaded();
    const created = await filed(validComplaint({ photos: [photo] }));
    expect(created.number).toMatch(/^R\d{6,}$/);
    const stored = await detail(created.id);
    expect(stored).toMatchObject({
      number: created.number,
      status: 'received',
      salesChannel: 'store',
      store: 2,
      priceCents: 12990,
      timeOfPurchase: '2026-01-15',
      orderDate: '',
    });
    expect(stored.photos).toHaveLength(1);
    const mail = await withAccountTables(app.db)
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', 'aino@example.com')
      .where('kind', '=', 'complaint-received')
      .execute();
    expect(mail.some((message) => message.subject.includes(created.number))).toBe(true);
  });

  it.each([
    ['customerName', { customerName: '' }],
    ['email', { email: 'not-an-address' }],
    ['phone', { phone: 'call me' }],
    ['address', { address: '' }],
    ['postNumber', { postNumber: '!' }],
    ['city', { city: '' }],
    ['salesChannel', { salesChannel: 'X' }],
    ['store', { store: null }],
    ['targetStore', { targetStore: -1 }],
    ['orderNumber', { orderNumber: '12/34' }],
    ['receipt', { receipt: 'x'.repeat(61) }],
    ['timeOfPurchase', { timeOfPurchase: '15.1.2026' }],
    ['timeOfPurchase', { timeOfPurchase: '2999-01-01' }],
    ['price', { price: '-5' }],
    ['used', { used: 'yes' }],
    ['manufacturer', { manufacturer: '' }],
    ['model', { model: '' }],
    ['color', { color: 'x'.repeat(61) }],
    ['size', { size: '' }],
    ['noSize', { noSize: 'no' }],
    ['complaint', { complaint: 'bad' }],
    ['rowId', { rowId: 'first' }],
    ['orderDate', { orderDate: 'yesterday' }],
    ['unitDiscount', { unitDiscount: 'ten' }],
    ['calculatedDiscount', { calculatedDiscount: 1 }],
    ['photos', { photos: 'abc' }],
    ['lang', { lang: 'xx' }],
  ])('answers 400 naming %s', async (field, change) => {
    const before = await countComplaints();
    const answer = await file({ ...validComplaint(), ...change });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(fieldsOf(answer.body)).toContain(field);
    expect(await countComplaints()).toBe(before);
  });

  it('needs an order number for a web purchase and a receipt or number for a store purchase', async () => {
    const web = await file(validComplaint({ salesChannel: 'S', store: null, orderNumber: '' }));
    expect(fieldsOf(web.body)).toContain('orderNumber');
    const store = await file(validComplaint({ receipt: '', orderNumber: '' }));
    expect(fieldsOf(store.body)).toContain('receipt');
  });

  it("sales channel 'S': the main online store and an 'S' prefix on the order number", async () => {
    const created = await filed(
      validComplaint({ salesChannel: 'S', store: 5, orderNumber: '1000101', receipt: '' }),
    );
    expect(await detail(created.id)).toMatchObject({ store: 20, orderNumber: 'S1000101' });
  });

  it('refuses a 6th photo naming photos', async () => {
    const tokens = await Promise.all([1, 2, 3, 4, 5, 6].map(() => uploaded()));
    const answer = await file(validComplaint({ photos: tokens }));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toContain('photos');
    const five = await filed(validComplaint({ photos: tokens.slice(0, 5) }));
    expect((await detail(five.id)).photos).toHaveLength(5);
  });

  it('refuses an 11 MB photo and takes one of 10 MB', async () => {
    expect((await upload(png(11 * MB))).status).toBe(413);
    expect((await upload(png(10 * MB))).status).toBe(201);
  });

  it('checks the bytes: a text file renamed .jpg is refused, whatever it is sent as', async () => {
    const text = Buffer.from('this is only text, named photo.jpg');
    const answer = await upload(text, 'image/jpeg');
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toEqual(['photo']);
    const plain = await upload(text, 'text/plain');
    expect(plain.status).toBe(400);
    expect(fieldsOf(plain.body)).toEqual(['photo']);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
    const asPng = await upload(jpeg, 'image/png');
    expect(asPng.status).toBe(201);
    expect(asPng.body.contentType).toBe('image/jpeg');
  });

  it('prefills price, discount and date from the customer’s own order row, server-side', async () => {
    const { status, response } = await get('/api/complaints/orders/', customer);
    expect(status).toBe(200);
    const { orders } = complaintOrdersResponseSchema.parse(response.json());
    const order = orders[0];
    const row = order?.rows[0];
    if (!order || !row) throw new Error('the demo customer has orders');
    const created = await filed(
      validComplaint({
        salesChannel: 'S',
        store: null,
        receipt: '',
        rowId: row.id,
        price: '1',
        timeOfPurchase: '2026-01-01',
      }),
    );
    expect(await detail(created.id)).toMatchObject({
      rowId: row.id,
      priceCents: row.unitPriceCents,
      unitDiscountCents: row.unitDiscountCents,
      calculatedDiscount: true,
      orderDate: order.orderDate,
      timeOfPurchase: order.orderDate,
      orderNumber: `S${order.orderNumber}`,
      store: 20,
    });
  });

  it('refuses another customer’s order row, and a row for someone not logged in', async () => {
    const { response } = await get('/api/complaints/orders/', customer);
    const rowId = complaintOrdersResponseSchema.parse(response.json()).orders[0]?.rows[0]?.id;
    const before = await countComplaints();
    const body = validComplaint({ salesChannel: 'S', store: null, orderNumber: '1', rowId });
    // The same answer as for a row that does not exist: nothing tells whose rows exist.
    const missing = await file({ ...body, rowId: 99_999_999 }, customer);
    expect(missing.status).toBe(404);
    for (const foreign of [await file(body, other), await file(body, null)]) {
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(missing.body);
    }
    expect(await countComplaints()).toBe(before);
    const { status, response: theirs } = await get('/api/complaints/orders/', other);
    expect(status).toBe(200);
    expect(complaintOrdersResponseSchema.parse(theirs.json()).orders).toEqual([]);
  });

  it('serves photos only to the complainant and staff', async () => {
    const created = await filed(validComplaint({ photos: [await uploaded()] }));
    const [photo] = (await detail(created.id)).photos;
    if (!photo) throw new Error('photo attached');
    const own = await get(photo.url, customer);
    expect(own.status).toBe(200);
    expect(own.response.headers['content-type']).toBe('image/png');
    expect(own.response.rawPayload.subarray(0, 4)).toEqual(png().subarray(0, 4));
    expect((await get(photo.url, staff)).status).toBe(200);
    expect((await get(photo.url, other)).status).toBe(403);
    expect((await get(photo.url, null)).status).toBe(401);
    expect((await get(`/api/complaints/${created.id}/photos/99999999`, customer)).status).toBe(404);
  });

  it('does not let a customer attach someone else’s upload', async () => {
    const theirs = await uploaded(other);
    const answer = await file(validComplaint({ photos: [theirs] }), customer);
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toEqual(['photos.0']);
  });

  it('lists a customer’s own complaints with status; staff list and read all', async () => {
    const created = await filed(validComplaint());
    const mine = await get('/api/complaints/mine/', customer);
    const list = complaintListResponseSchema.parse(mine.response.json()).complaints;
    expect(list.find((entry) => entry.id === created.id)?.status).toBe('received');
    const theirs = await get('/api/complaints/mine/', other);
    const otherList = complaintListResponseSchema.parse(theirs.response.json()).complaints;
    expect(otherList.some((entry) => entry.id === created.id)).toBe(false);
    expect((await get('/api/complaints/mine/', null)).status).toBe(401);

    const all = await get(COMPLAINTS_URL, staff);
    expect(all.status).toBe(200);
    const everyone = complaintListResponseSchema.parse(all.response.json()).complaints;
    expect(everyone.some((entry) => entry.id === created.id)).toBe(true);
    expect((await get(COMPLAINTS_URL, customer)).status).toBe(403);
    expect((await get(`${COMPLAINTS_URL}${created.id}`, customer)).status).toBe(403);
    const missing = await get(`${COMPLAINTS_URL}99999999`, staff);
    expect(missing.status).toBe(404);
    expect(apiErrorSchema.parse(missing.response.json())).toMatchObject({
      code: 'COMPLAINT_NOT_FOUND',
      message: 'Complaint could not be found.',
    });
  });

  it('stores nothing when a photo cannot be attached (one transaction)', async () => {
    const good = await uploaded();
    const before = await countComplaints();
    const answer = await file(validComplaint({ photos: [good, 'x'.repeat(32)] }));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toEqual(['photos.1']);
    expect(await countComplaints()).toBe(before);
    // The good photo was not left attached to a complaint that does not exist.
    const row = await withComplaintTables(app.db)
      .selectFrom('complaint_photos')
      .select('complaint_id')
      .where('token', '=', good)
      .executeTakeFirstOrThrow();
    expect(row.complaint_id).toBeNull();
    await filed(validComplaint({ photos: [good] }));
  });

  it('mails one address at most five confirmations an hour, and keeps every complaint', async () => {
    const email = 'Postilaatikko@example.com';
    const before = await countComplaints();
    for (let index = 0; index < 7; index += 1) await filed(validComplaint({ email }));
    expect(await countComplaints()).toBe(before + 7);
    const mail = await withAccountTables(app.db)
      .selectFrom('outbox_messages')
      .select('id')
      .where('recipient', 'in', [email, email.toLowerCase()])
      .where('kind', '=', 'complaint-received')
      .execute();
    expect(mail).toHaveLength(5);
  });

  it('stores nothing when the confirmation email cannot be queued (one transaction)', async () => {
    const photo = await uploaded();
    const before = await countComplaints();
    await sql`alter table outbox_messages add constraint no_complaint_mail check (kind <> 'complaint-received') not valid`.execute(
      app.db,
    );
    try {
      // To an address of its own, so the recipient's hourly limit cannot hold the mail back.
      const body = validComplaint({ photos: [photo], email: 'ei-postia@example.com' });
      expect((await file(body)).status).toBe(500);
    } finally {
      await sql`alter table outbox_messages drop constraint no_complaint_mail`.execute(app.db);
    }
    expect(await countComplaints()).toBe(before);
    const row = await withComplaintTables(app.db)
      .selectFrom('complaint_photos')
      .select('complaint_id')
      .where('token', '=', photo)
      .executeTakeFirstOrThrow();
    expect(row.complaint_id).toBeNull();
  });

  it('staff list everyone’s complaints newest first with who filed them, or one customer’s', async () => {
    const mine = await filed(validComplaint());
    const theirs = await filed(
      validComplaint({ customerName: 'Olli Toinen', email: 'olli@example.com' }),
      other,
    );
    const anonymous = await filed(validComplaint({ email: 'anon@example.com' }), null);
    const customerId = (await detail(mine.id)).customerId;
    if (customerId === null) throw new Error('a logged-in customer’s complaint is theirs');

    const all = await get(COMPLAINTS_URL, staff);
    expect(all.status).toBe(200);
    const everyone = complaintStaffListResponseSchema.parse(all.response.json()).complaints;
    const ids = everyone.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(everyone.find((entry) => entry.id === mine.id)).toMatchObject({
      number: mine.number,
      customerId,
      customerName: 'Aino Asiakas',
      email: 'aino@example.com',
    });
    expect(everyone.find((entry) => entry.id === theirs.id)).toMatchObject({
      customerName: 'Olli Toinen',
      email: 'olli@example.com',
    });
    expect(everyone.find((entry) => entry.id === anonymous.id)).toMatchObject({
      customerId: null,
      email: 'anon@example.com',
    });

    const one = await get(`${COMPLAINTS_URL}?customer=${customerId}`, staff);
    expect(one.status).toBe(200);
    const theirList = complaintStaffListResponseSchema.parse(one.response.json()).complaints;
    expect(theirList.map((entry) => entry.id)).toContain(mine.id);
    expect(theirList.every((entry) => entry.customerId === customerId)).toBe(true);
    expect(theirList.map((entry) => entry.id)).toEqual(
      ids.filter((id) => theirList.some((entry) => entry.id === id)),
    );

    const bad = await get(`${COMPLAINTS_URL}?customer=abc`, staff);
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.response.json())).toContain('customer');
    const forbidden = await get(`${COMPLAINTS_URL}?customer=${customerId}`, customer);
    expect(forbidden.status).toBe(403);
    expect(apiErrorSchema.parse(forbidden.response.json()).code).toBe('STAFF_ONLY');
    expect((await get(`${COMPLAINTS_URL}?customer=abc`, customer)).status).toBe(403);
    expect((await get(COMPLAINTS_URL, null)).status).toBe(401);
  });

  it('deletes photos never attached two hours after upload, with their files; keeps the rest', async () => {
    const photoRow = (token: string) =>
      withComplaintTables(app.db)
        .selectFrom('complaint_photos')
        .select(['storage_path', 'complaint_id'])
        .where('token', '=', token)
        .executeTakeFirst();
    const fileOf = async (token: string) => {
      const row = await photoRow(token);
      if (!row) throw new Error(`photo ${token} is stored`);
      return path.join(dataDir, row.storage_path);
    };
    const exists = (file: string) =>
      access(file).then(
        () => true,
        () => false,
      );
    const abandoned = await uploaded();
    const fileless = await uploaded(null);
    const fresh = await uploaded();
    const attached = await uploaded();
    const created = await filed(validComplaint({ photos: [attached] }));
    const files = {
      abandoned: await fileOf(abandoned),
      fresh: await fileOf(fresh),
      attached: await fileOf(attached),
    };
    // Uploaded just over the limit ago; one of them has lost its file already.
    const olderThanLimit = new Date(Date.now() - UNATTACHED_PHOTO_TTL_MS - 60_000);
    await sql`update complaint_photos set created_at = ${olderThanLimit}
      where token in (${sql.join([abandoned, fileless, attached])})`.execute(app.db);
    await rm(await fileOf(fileless));

    expect(await deleteUnattachedPhotos(app.db, dataDir)).toBeGreaterThanOrEqual(2);

    expect(await photoRow(abandoned)).toBeUndefined();
    expect(await exists(files.abandoned)).toBe(false);
    expect(await photoRow(fileless)).toBeUndefined();
    expect(await photoRow(fresh)).toBeDefined();
    expect(await exists(files.fresh)).toBe(true);
    expect((await photoRow(attached))?.complaint_id).toBe(created.id);
    expect(await exists(files.attached)).toBe(true);
    const [photo] = (await detail(created.id)).photos;
    expect((await get(photo?.url ?? '', customer)).status).toBe(200);
    // The abandoned token can no longer be attached.
    const late = await file(validComplaint({ photos: [abandoned] }));
    expect(late.status).toBe(400);
    expect(fieldsOf(late.body)).toEqual(['photos.0']);
  });
});
