import { randomUUID } from 'node:crypto';
import {
  apiErrorSchema,
  checkoutValidationResponseSchema,
  type EnterpriseOrderRequest,
  enterpriseOrderResponseSchema,
  loginResponseSchema,
  type TransferRequestRequest,
  transferRequestResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/customers.js';
import { WEB_STORE_ID } from '../src/lib/web-store.js';
import { withPlacementTables } from '../src/modules/orders/orders.table.js';
import { withStaffOrderTables } from '../src/modules/staff-orders/staff-orders.table.js';
import { findSaleCandidates, type SaleCandidate } from './support/sale-fixtures.js';
import { startTestApp, testBackends } from './support/test-app.js';

const TRANSFER_URL = '/api/customer/transfer_request/';
const ENTERPRISE_URL = '/api/customer/enterprise/order/';
const PICKS_SHORT = 'Valitse keräilyvarastoista riittävästi tuotteita riville';

describe.each(testBackends())('staff orders on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let staff = '';
  let customer = '';
  let organisation = '';
  let staffId = 0;
  let organisationId = 0;
  /** Three of the shop's retail stores: sources and destinations. */
  let stores: number[] = [];
  /** Public variants with a Finnish price and web stock, one or more per test. */
  let candidates: SaleCandidate[] = [];

  async function tokenFor(username: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/customer/login/',
      payload: { username, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return loginResponseSchema.parse(response.json()).access_token;
  }

  async function customerId(email: string) {
    const row = await tables()
      .selectFrom('customers')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
    [staff, customer, organisation] = await Promise.all([
      tokenFor('henkilokunta@example.com'),
      tokenFor('asiakas@example.com'),
      tokenFor('yritys@example.com'),
    ]);
    staffId = await customerId('henkilokunta@example.com');
    organisationId = await customerId('yritys@example.com');
    const retail = await app.db
      .selectFrom('stores')
      .select('id')
      .where('type', '=', 'retail')
      .orderBy('id')
      .limit(3)
      .execute();
    stores = retail.map((store) => store.id);
    candidates = await findSaleCandidates(app);
  });
  afterAll(() => close?.());

  const tables = () => withStaffOrderTables(app.db);

  function store(index: number): number {
    const id = stores[index];
    if (id === undefined) throw new Error('the seed has too few retail stores');
    return id;
  }

  /** A variant of its own, sellable online, with `quantities` by store id (others emptied). */
  async function stockedVariant(
    quantities: Record<number, number>,
    where = (_: (typeof candidates)[number]) => true,
  ) {
    const index = candidates.findIndex(where);
    const [variant] = candidates.splice(index, 1);
    if (index === -1 || !variant) throw new Error('ran out of seeded variants');
    await app.db
      .updateTable('stock')
      .set({ quantity: 0 })
      .where('variant_id', '=', variant.id)
      .execute();
    for (const [storeId, quantity] of Object.entries(quantities)) {
      await app.db
        .insertInto('stock')
        .values({ variant_id: variant.id, store_id: Number(storeId), quantity, shelf_code: null })
        .onConflict((conflict) =>
          conflict.columns(['variant_id', 'store_id']).doUpdateSet({ quantity, blocked: false }),
        )
        .execute();
    }
    await app.db
      .updateTable('variants')
      .set({ on_order: false })
      .where('id', '=', variant.id)
      .execute();
    await app.db
      .updateTable('product_models')
      .set({ blocked_countries: '[]' })
      .where(
        'id',
        '=',
        app.db.selectFrom('variants').select('model_id').where('id', '=', variant.id),
      )
      .execute();
    return variant;
  }

  async function stockOf(variantId: number, storeId: number) {
    const row = await app.db
      .selectFrom('stock')
      .select('quantity')
      .where('variant_id', '=', variantId)
      .where('store_id', '=', storeId)
      .executeTakeFirstOrThrow();
    return row.quantity;
  }

  function post(url: string, body: unknown, token: string | null, key: string = randomUUID()) {
    const headers: Record<string, string> = { 'idempotency-key': key };
    if (token !== null) headers.authorization = `Bearer ${token}`;
    return app.inject({ method: 'POST', url, headers, payload: body as object });
  }

  function expectError(response: LightMyRequestResponse, status: number) {
    expect(response.statusCode, response.body).toBe(status);
    const body = apiErrorSchema.parse(response.json());
    return { body, fields: body.fields?.map((entry) => entry.field) ?? [] };
  }

  async function transferCount() {
    const row = await tables()
      .selectFrom('transfer_requests')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async function storedAmounts(transferRequestId: number) {
    return tables()
      .selectFrom('transfer_request_lines as l')
      .innerJoin('transfer_request_line_amounts as a', 'a.line_id', 'l.id')
      .select(['l.variant_id', 'l.amount as row_amount', 'a.direction', 'a.store_id', 'a.amount'])
      .where('l.transfer_request_id', '=', transferRequestId)
      .orderBy('l.sort_order')
      .orderBy('a.direction')
      .orderBy('a.store_id')
      .execute();
  }

  describe('POST /api/customer/transfer_request/', () => {
    it('is for staff only: 401 without a login, 403 for customers, before the body', async () => {
      for (const url of [TRANSFER_URL, ENTERPRISE_URL]) {
        const guest = expectError(await post(url, {}, null), 401);
        expect(guest.body.code).toBe('LOGIN_REQUIRED');
        for (const token of [customer, organisation]) {
          const refused = expectError(await post(url, {}, token), 403);
          expect(refused.body.code).toBe('STAFF_ONLY');
          expect(refused.body.message).toContain('Staff only');
        }
      }
      expect(await transferCount()).toBe(0);
    });

    it('records a staff request with its stores, rows, amounts and flags', async () => {
      const variant = await stockedVariant({ [store(0)]: 4 });
      const response = await post(
        TRANSFER_URL,
        {
          from_store_ids: [store(0)],
          to_store_ids: [store(1)],
          high_priority: true,
          rows: [{ variant_id: variant.id, amount: 3 }],
        } satisfies TransferRequestRequest,
        staff,
      );
      expect(response.statusCode, response.body).toBe(201);
      const created = transferRequestResponseSchema.parse(response.json());
      expect(created.status).toBe('open');
      expect(created.number).toMatch(/^\d+$/);
      const row = await tables()
        .selectFrom('transfer_requests')
        .select(['number', 'is_reserve_quantity', 'is_high_priority', 'created_by'])
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        number: created.number,
        is_reserve_quantity: false,
        is_high_priority: true,
        created_by: staffId,
      });
      // One source and one destination: the whole row is picked in one and sent to the other.
      expect(await storedAmounts(created.id)).toEqual([
        { variant_id: variant.id, row_amount: 3, direction: 'from', store_id: store(0), amount: 3 },
        { variant_id: variant.id, row_amount: 3, direction: 'to', store_id: store(1), amount: 3 },
      ]);
      // Without reserve quantity the stock stays where it is.
      expect(await stockOf(variant.id, store(0))).toBe(4);
    });

    it('answers 400 naming rows.N.from with the §5 message when the picks fall short', async () => {
      const variant = await stockedVariant({ [store(0)]: 5, [store(1)]: 5 });
      const model = await app.db
        .selectFrom('variants as v')
        .innerJoin('product_models as m', 'm.id', 'v.model_id')
        .select('m.name')
        .where('v.id', '=', variant.id)
        .executeTakeFirstOrThrow();
      const before = await transferCount();
      for (const from of [
        [],
        [
          { store_id: store(0), amount: 1 },
          { store_id: store(1), amount: 1 },
        ],
      ]) {
        const response = await post(
          TRANSFER_URL,
          {
            from_store_ids: [store(0), store(1)],
            to_store_ids: [store(2)],
            rows: [{ variant_id: variant.id, amount: 3, from }],
          } satisfies TransferRequestRequest,
          staff,
        );
        const { body, fields } = expectError(response, 400);
        expect(fields).toEqual(['rows.0.from']);
        expect(body.message).toContain(`${PICKS_SHORT} ${model.name.fi}`);
      }
      const covered = await post(
        TRANSFER_URL,
        {
          from_store_ids: [store(0), store(1)],
          to_store_ids: [store(2)],
          rows: [
            {
              variant_id: variant.id,
              amount: 3,
              from: [
                { store_id: store(0), amount: 1 },
                { store_id: store(1), amount: 2 },
              ],
            },
          ],
        } satisfies TransferRequestRequest,
        staff,
      );
      expect(covered.statusCode, covered.body).toBe(201);
      expect(await transferCount()).toBe(before + 1);
    });

    it('takes the row amount as the destinations’ sum (§5), else 400 on rows.N.to', async () => {
      const variant = await stockedVariant({ [store(0)]: 9 });
      const request = (to: { store_id: number; amount: number }[]) =>
        post(
          TRANSFER_URL,
          {
            from_store_ids: [store(0)],
            to_store_ids: [store(1), store(2)],
            rows: [{ variant_id: variant.id, amount: 3, to }],
          } satisfies TransferRequestRequest,
          staff,
        );
      const short = expectError(
        await request([
          { store_id: store(1), amount: 1 },
          { store_id: store(2), amount: 1 },
        ]),
        400,
      );
      expect(short.fields).toEqual(['rows.0.to']);
      expect(expectError(await request([]), 400).fields).toEqual(['rows.0.to']);

      const response = await request([
        { store_id: store(1), amount: 1 },
        { store_id: store(2), amount: 2 },
      ]);
      expect(response.statusCode, response.body).toBe(201);
      const { id } = transferRequestResponseSchema.parse(response.json());
      const to = (await storedAmounts(id)).filter((row) => row.direction === 'to');
      expect(to.map((row) => [row.store_id, row.amount])).toEqual([
        [store(1), 1],
        [store(2), 2],
      ]);
    });

    it('names unknown stores and variants, stores outside the request, bad amounts', async () => {
      const variant = await stockedVariant({ [store(0)]: 2 });
      const unknown = expectError(
        await post(
          TRANSFER_URL,
          {
            from_store_ids: [store(0), 999_999],
            to_store_ids: [store(1)],
            rows: [
              { variant_id: 999_999_999, amount: 1, from: [{ store_id: store(0), amount: 1 }] },
            ],
          },
          staff,
        ),
        400,
      );
      expect(unknown.fields).toEqual(['from_store_ids.1', 'rows.0.variant_id']);

      const outside = expectError(
        await post(
          TRANSFER_URL,
          {
            from_store_ids: [store(0)],
            to_store_ids: [store(0)],
            rows: [
              { variant_id: variant.id, amount: 1, from: [{ store_id: store(2), amount: 1 }] },
            ],
          },
          staff,
        ),
        400,
      );
      expect(outside.fields).toEqual(['to_store_ids.0', 'rows.0.from.0.store_id']);

      for (const amount of [0, -1, 1.5, 1_000_000, '2', null]) {
        const bad = expectError(
          await post(
            TRANSFER_URL,
            {
              from_store_ids: [store(0)],
              to_store_ids: [store(1)],
              rows: [{ variant_id: variant.id, amount }],
            },
            staff,
          ),
          400,
        );
        expect(bad.fields, String(amount)).toEqual(['rows.0.amount']);
      }
      const noKey = await app.inject({
        method: 'POST',
        url: TRANSFER_URL,
        headers: { authorization: `Bearer ${staff}` },
        payload: {
          from_store_ids: [store(0)],
          to_store_ids: [store(1)],
          rows: [{ variant_id: variant.id, amount: 1 }],
        },
      });
      expect(expectError(noKey, 400).fields).toEqual(['idempotency-key']);
    });

    it('reserve quantity takes the picks off each source, or nothing if one is short', async () => {
      const variant = await stockedVariant({ [store(0)]: 5, [store(1)]: 2, [store(2)]: 0 });
      const reserve = (picks: [number, number][]) =>
        post(
          TRANSFER_URL,
          {
            from_store_ids: [store(0), store(1)],
            to_store_ids: [store(2)],
            reserve_quantity: true,
            rows: [
              {
                variant_id: variant.id,
                amount: picks.reduce((sum, [, amount]) => sum + amount, 0),
                from: picks.map(([storeId, amount]) => ({ store_id: storeId, amount })),
              },
            ],
          } satisfies TransferRequestRequest,
          staff,
        );
      const first = await reserve([
        [store(0), 3],
        [store(1), 2],
      ]);
      expect(first.statusCode, first.body).toBe(201);
      expect([await stockOf(variant.id, store(0)), await stockOf(variant.id, store(1))]).toEqual([
        2, 0,
      ]);
      const before = await transferCount();
      const short = await reserve([
        [store(0), 1],
        [store(1), 1],
      ]);
      const { body, fields } = expectError(short, 409);
      expect(body.code).toBe('OUT_OF_STOCK');
      expect(fields).toEqual(['rows.0.from']);
      expect(body.message).toContain(`only 0 in stock in store ${store(1)}`);
      // The whole request rolled back: the pick that fitted was not taken either.
      expect(await stockOf(variant.id, store(0))).toBe(2);
      expect(await transferCount()).toBe(before);
      // The receiving store gets nothing yet: the goods are on their way.
      expect(await stockOf(variant.id, store(2))).toBe(0);
    });

    it('answers a repeated Idempotency-Key with the first request, taking stock once', async () => {
      const variant = await stockedVariant({ [store(0)]: 10 });
      const body = {
        from_store_ids: [store(0)],
        to_store_ids: [store(1)],
        reserve_quantity: true,
        rows: [{ variant_id: variant.id, amount: 2 }],
      } satisfies TransferRequestRequest;
      const key = randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => post(TRANSFER_URL, body, staff, key)),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([
        200, 200, 200, 200, 201,
      ]);
      const ids = new Set(
        responses.map((response) => transferRequestResponseSchema.parse(response.json()).id),
      );
      expect(ids.size).toBe(1);
      expect(await stockOf(variant.id, store(0))).toBe(8);
      const again = await post(TRANSFER_URL, body, staff, key);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');

      const other = await post(
        TRANSFER_URL,
        { ...body, rows: [{ variant_id: variant.id, amount: 3 }] },
        staff,
        key,
      );
      expect(expectError(other, 422).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await stockOf(variant.id, store(0))).toBe(8);
    });

    // PGlite has one connection, so its transactions run one after another; PostgreSQL runs
    // them side by side, where only the row locks keep the stock right.
    it.skipIf(backend === 'pglite')(
      'never takes more than a source holds when 20 staff requests reserve at once',
      async () => {
        const first = await stockedVariant({ [store(0)]: 5 });
        const second = await stockedVariant({ [store(0)]: 5 });
        // Rows in opposite orders: without one lock order these would deadlock.
        const rows = [
          { variant_id: first.id, amount: 1 },
          { variant_id: second.id, amount: 1 },
        ];
        const responses = await Promise.all(
          Array.from({ length: 20 }, (_, index) =>
            post(
              TRANSFER_URL,
              {
                from_store_ids: [store(0)],
                to_store_ids: [store(1)],
                reserve_quantity: true,
                rows: index % 2 === 0 ? rows : [...rows].reverse(),
              } satisfies TransferRequestRequest,
              staff,
            ),
          ),
        );
        const statuses = responses.map((response) => response.statusCode);
        expect(statuses.filter((status) => status === 201)).toHaveLength(5);
        expect(statuses.filter((status) => status === 409)).toHaveLength(15);
        expect(await stockOf(first.id, store(0))).toBe(0);
        expect(await stockOf(second.id, store(0))).toBe(0);
      },
    );
  });

  describe('POST /api/customer/enterprise/order/', () => {
    function orderRequest(lines: EnterpriseOrderRequest['lines']): EnterpriseOrderRequest {
      return {
        customer_email: 'Yritys@example.com',
        country_code: 'fi',
        language_code: 'en',
        lines,
        reference: 'PO-2026-17',
        accept_billing: true,
        form: {
          delivery_method: 'home-delivery',
          first_name: 'Olli',
          last_name: 'Organisaatio',
          address: 'Keilaranta 1',
          postal_code: '02150',
          city: 'Espoo',
          phone: '+358 40 765 4321',
          email: 'hankinta@yritys.example',
        },
      };
    }

    async function ordersOfOrganisation() {
      return tables()
        .selectFrom('orders')
        .select(['id', 'order_number'])
        .where('customer_id', '=', organisationId)
        .orderBy('id')
        .execute();
    }

    it('orders at the server’s prices for the organisation, ignoring a client price', async () => {
      const variant = await stockedVariant(
        { [WEB_STORE_ID]: 5 },
        (candidate) => candidate.club !== null && candidate.club < candidate.active,
      );
      const validation = await app.inject({
        method: 'POST',
        url: '/api/checkout/',
        headers: { authorization: `Bearer ${organisation}` },
        payload: {
          country_code: 'fi',
          products: [{ uid: 'a', product_id: variant.id, amount: 2 }],
          delivery_method: 'home-delivery',
        },
      });
      const priced = checkoutValidationResponseSchema.parse(validation.json());
      const unitPrice = priced.products[0]?.unit_price;
      expect(unitPrice).toBe(variant.club);

      const request = orderRequest([{ variant_id: variant.id, amount: 2 }]);
      const response = await post(
        ENTERPRISE_URL,
        { ...request, total: 1, lines: [{ variant_id: variant.id, amount: 2, unit_price: 1 }] },
        staff,
      );
      expect(response.statusCode, response.body).toBe(201);
      const placed = enterpriseOrderResponseSchema.parse(response.json());
      expect(placed).toMatchObject({
        customerEmail: 'yritys@example.com',
        reference: 'PO-2026-17',
        currencyCode: 'eur',
        linesTotal: priced.lines_total,
        deliveryTotal: priced.delivery_cost,
        total: priced.total_price,
      });
      expect(placed.slug.startsWith(`${placed.orderNumber}/`)).toBe(true);

      const order = await tables()
        .selectFrom('orders')
        .select(['id', 'customer_id', 'payment_state', 'pay_later_provider', 'email'])
        .where('order_number', '=', placed.orderNumber)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        customer_id: organisationId,
        payment_state: 'pending',
        pay_later_provider: null,
        email: 'hankinta@yritys.example',
      });
      const lines = await tables()
        .selectFrom('order_lines')
        .select(['variant_id', 'amount', 'unit_price'])
        .where('order_id', '=', order.id)
        .execute();
      expect(lines).toEqual([{ variant_id: variant.id, amount: 2, unit_price: unitPrice }]);
      expect(await stockOf(variant.id, WEB_STORE_ID)).toBe(3);
      const enterprise = await tables()
        .selectFrom('enterprise_orders')
        .select(['organisation_customer_id', 'staff_customer_id', 'reference'])
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(enterprise).toEqual({
        organisation_customer_id: organisationId,
        staff_customer_id: staffId,
        reference: 'PO-2026-17',
      });
      const history = await withPlacementTables(app.db)
        .selectFrom('order_history')
        .select(['event', 'payment_state'])
        .where('order_id', '=', order.id)
        .execute();
      expect(history).toEqual([{ event: 'placed', payment_state: 'pending' }]);
      // Billed by invoice: the stock is the order's, not held for a payment that may expire.
      const held = await withPlacementTables(app.db)
        .selectFrom('stock_reservations')
        .select(['state', 'amount'])
        .where('order_id', '=', order.id)
        .execute();
      expect(held).toEqual([{ state: 'kept', amount: 2 }]);
      // Billed by invoice: no payment provider may take (or cancel) it.
      const payment = await app.inject({
        method: 'POST',
        url: '/api/payments/',
        payload: { order: placed.slug, method: 'card', language_code: 'fi' },
      });
      expect(payment.statusCode).toBe(409);
      expect(payment.json()).toMatchObject({ code: 'ORDER_NOT_PENDING' });
    });

    it('needs "I accept the billing" and an organisation customer (400 naming it)', async () => {
      const variant = await stockedVariant({ [WEB_STORE_ID]: 5 });
      const request = orderRequest([{ variant_id: variant.id, amount: 1 }]);
      const before = await ordersOfOrganisation();
      const { accept_billing: _, ...unaccepted } = request;
      for (const body of [unaccepted, { ...request, accept_billing: false }]) {
        const { fields } = expectError(await post(ENTERPRISE_URL, body, staff), 400);
        expect(fields).toEqual(['accept_billing']);
      }
      const { customer_email: __, ...nobody } = request;
      expect(expectError(await post(ENTERPRISE_URL, nobody, staff), 400).fields).toEqual([
        'customer_email',
      ]);
      const consumer = { ...request, customer_email: 'asiakas@example.com' };
      const notOrganisation = expectError(await post(ENTERPRISE_URL, consumer, staff), 400);
      expect(notOrganisation.fields).toEqual(['customer_email']);
      expect(notOrganisation.body.message).toContain('not an organisation customer');
      const byId = { ...nobody, customer_id: 999_999 };
      expect(expectError(await post(ENTERPRISE_URL, byId, staff), 400).fields).toEqual([
        'customer_id',
      ]);
      const badForm = { ...request, form: { ...request.form, postal_code: '1' } };
      expect(expectError(await post(ENTERPRISE_URL, badForm, staff), 400).fields).toEqual([
        'form.postal_code',
      ]);
      expect(await ordersOfOrganisation()).toEqual(before);
      expect(await stockOf(variant.id, WEB_STORE_ID)).toBe(5);
    });

    it('refuses with 409 when the validation finds an error, and writes nothing', async () => {
      const variant = await stockedVariant({ [WEB_STORE_ID]: 2 });
      const before = await ordersOfOrganisation();
      const response = await post(
        ENTERPRISE_URL,
        orderRequest([{ variant_id: variant.id, amount: 3 }]),
        staff,
      );
      const { body, fields } = expectError(response, 409);
      expect(body.code).toBe('OUT_OF_STOCK');
      expect(fields).toEqual(['lines.0']);
      expect(await ordersOfOrganisation()).toEqual(before);
      expect(await stockOf(variant.id, WEB_STORE_ID)).toBe(2);
    });

    it('makes one order of a repeated Idempotency-Key', async () => {
      const variant = await stockedVariant({ [WEB_STORE_ID]: 6 });
      const request = orderRequest([{ variant_id: variant.id, amount: 1 }]);
      const key = randomUUID();
      const before = (await ordersOfOrganisation()).length;
      const responses = await Promise.all(
        Array.from({ length: 4 }, () => post(ENTERPRISE_URL, request, staff, key)),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 201]);
      const numbers = new Set(
        responses.map(
          (response) => enterpriseOrderResponseSchema.parse(response.json()).orderNumber,
        ),
      );
      expect(numbers.size).toBe(1);
      expect((await ordersOfOrganisation()).length).toBe(before + 1);
      expect(await stockOf(variant.id, WEB_STORE_ID)).toBe(5);
      const other = await post(ENTERPRISE_URL, { ...request, reference: 'PO-other' }, staff, key);
      expect(expectError(other, 422).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    });
  });
});
