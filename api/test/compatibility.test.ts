import {
  apiErrorSchema,
  type CompatibleProductsResponse,
  compatibleProductsResponseSchema,
  SKI_WIZARD_GROUPS,
  SKI_WIZARD_SPORTS,
  type SkiWizardGroup,
  type SkiWizardSport,
  type WizardProduct,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkiWizardInfo } from '../src/db/schema.js';
import { SPORT_IN_DATA } from '../src/modules/compatibility/compatibility.service.js';
import { startTestApp, testBackends } from './support/test-app.js';

const WIZARD_URL = '/api/compatible_products/';
const FINLAND = 1;

/** The first variant of a product: what a shopper choosing it sends. */
const variantOf = (product: WizardProduct) => {
  const variant = product.variants[0];
  if (!variant) throw new Error(`product ${product.modelId} has no variant`);
  return variant.variantId;
};

describe.each(testBackends())(
  'ski wizard compatibility on %s (platform §3, §5, §7; catalogue §5)',
  (backend) => {
    let app: FastifyInstance;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ app, close } = await startTestApp(backend));
    });
    afterAll(() => close?.());

    async function get(query: string) {
      const response = await app.inject({ method: 'GET', url: `${WIZARD_URL}?${query}` });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    }

    async function step(query: string): Promise<CompatibleProductsResponse> {
      const { status, body } = await get(query);
      expect(status, `${query}: ${JSON.stringify(body)}`).toBe(200);
      return compatibleProductsResponseSchema.parse(body);
    }

    /** Every page of a step, the products joined. */
    async function wholeStep(sport: SkiWizardSport, group: SkiWizardGroup, chosen = '') {
      const first = await step(`sport=${sport}&group=${group}&size=60${chosen}`);
      const products = [...first.products];
      for (let page = 2; page <= first.maxPages; page++) {
        products.push(
          ...(await step(`sport=${sport}&group=${group}&size=60&page=${page}${chosen}`)).products,
        );
      }
      return { ...first, products };
    }

    /** The public models of a sport's group in the data. */
    async function wizardModels(sport: SkiWizardSport, group: SkiWizardGroup) {
      const rows = await app.db
        .selectFrom('product_models')
        .select(['id', 'ski_wizard', 'is_public', 'campaign_only'])
        .where('ski_wizard', 'is not', null)
        .execute();
      return rows.filter((row) => {
        const wizard = row.ski_wizard as SkiWizardInfo;
        return (
          row.is_public &&
          !row.campaign_only &&
          wizard.sport === SPORT_IN_DATA[sport] &&
          wizard.group === group
        );
      });
    }

    /**
     * A product of `group` (skis or boots), a binding that does not take it and one that does
     * (catalogue §5: the binding's `fits` lists the product's norm or not).
     */
    async function clashingPair(sport: SkiWizardSport, group: 'skis' | 'boots') {
      const bindings = (await wholeStep(sport, 'bindings')).products;
      const others = (await wholeStep(sport, group)).products;
      for (const refused of others) {
        const refusing = bindings.find((binding) => !binding.fits.includes(refused.norm));
        const taking = bindings.find((binding) => binding.fits.includes(refused.norm));
        if (refusing && taking) return { refused, refusing, taking };
      }
      throw new Error(`no ${sport} ${group} that one binding takes and another does not`);
    }

    it('lists every step of both sports with real public products that can be ordered, all fitting before a choice', async () => {
      for (const sport of SKI_WIZARD_SPORTS) {
        for (const group of SKI_WIZARD_GROUPS) {
          const answer = await wholeStep(sport, group);
          const label = `${sport} ${group}`;
          expect(answer.products.length, label).toBeGreaterThan(0);
          expect(answer.count, label).toBe(answer.products.length);
          expect(answer.compatibleCount, label).toBe(answer.count);
          expect(answer).toMatchObject({ sport, group });
          const ids = (await wizardModels(sport, group)).map((row) => row.id);
          for (const product of answer.products) {
            expect(ids, label).toContain(product.modelId);
            expect(product.isCompatible).toBe(true);
            expect(product.conflicts).toEqual([]);
            expect(product.variants.length).toBeGreaterThan(0);
            expect(product.variants.every((variant) => variant.isOrderable)).toBe(true);
            const actives = product.variants.map((variant) => variant.price.active);
            expect(product.price.active).toBe(Math.min(...actives));
            expect(product.hasPriceRange).toBe(new Set(actives).size > 1);
            expect(product.path).toMatch(new RegExp(`/${product.slug}/$`));
            if (group === 'bindings') expect(product.fits).toContain(product.norm);
            else expect(product.fits).toEqual([]);
          }
        }
      }
    });

    it('prices each variant as the tax area does, and names products in the language asked', async () => {
      const [product] = (await step('sport=nordic&group=skis&size=1&lang=sv&taxAreaId=2')).products;
      if (!product) throw new Error('no nordic skis');
      for (const variant of product.variants) {
        const price = await app.db
          .selectFrom('prices')
          .select(['active', 'regular'])
          .where('variant_id', '=', variant.variantId)
          .where('tax_area_id', '=', 2)
          .executeTakeFirstOrThrow();
        expect(variant.price).toEqual(price);
      }
      const model = await app.db
        .selectFrom('product_models')
        .select('name')
        .where('id', '=', product.modelId)
        .executeTakeFirstOrThrow();
      expect(product.name).toBe(model.name.sv);
      const finnish = await step(`sport=nordic&group=skis&size=60&taxAreaId=${FINLAND}`);
      const same = finnish.products.find((candidate) => candidate.modelId === product.modelId);
      expect(same?.name).toBe(model.name.fi);
    });

    it('flags skis and boots the chosen binding does not take, bindings that do not take the chosen skis or boots, the fitting first', async () => {
      for (const sport of SKI_WIZARD_SPORTS) {
        for (const group of ['skis', 'boots'] as const) {
          const { refused, refusing, taking } = await clashingPair(sport, group);
          const label = `${sport} ${group} ${refused.modelId}`;

          const withRefusing = await wholeStep(sport, group, `&bindings=${variantOf(refusing)}`);
          expect(
            withRefusing.products.find((product) => product.modelId === refused.modelId),
            label,
          ).toMatchObject({ isCompatible: false, conflicts: ['bindings'] });
          const order = withRefusing.products.map((product) => product.isCompatible);
          expect(order, label).toEqual([...order].sort((a, b) => Number(b) - Number(a)));
          expect(withRefusing.compatibleCount).toBe(order.filter(Boolean).length);
          expect(withRefusing.compatibleCount).toBeLessThan(withRefusing.count);
          expect(withRefusing.selected.bindings?.variantId).toBe(variantOf(refusing));
          for (const product of withRefusing.products) {
            expect(product.isCompatible).toBe(refusing.fits.includes(product.norm));
          }

          const withTaking = await wholeStep(sport, group, `&bindings=${variantOf(taking)}`);
          expect(
            withTaking.products.find((product) => product.modelId === refused.modelId),
            label,
          ).toMatchObject({ isCompatible: true, conflicts: [] });

          const bindings = await wholeStep(sport, 'bindings', `&${group}=${variantOf(refused)}`);
          const flagged = (id: number) =>
            bindings.products.find((product) => product.modelId === id);
          expect(flagged(refusing.modelId), label).toMatchObject({
            isCompatible: false,
            conflicts: [group],
          });
          expect(flagged(taking.modelId)?.isCompatible, label).toBe(true);
        }
      }
    });

    it('answers the choices it recognised, each checked against the others, and ignores the rest', async () => {
      const { refused, refusing: binding } = await clashingPair('nordic', 'skis');
      const answer = await step(
        `sport=nordic&group=boots&skis=${variantOf(refused)}&bindings=${variantOf(binding)}`,
      );
      expect(answer.selected.skis).toMatchObject({
        variantId: variantOf(refused),
        product: { modelId: refused.modelId, isCompatible: false, conflicts: ['bindings'] },
      });
      expect(answer.selected.bindings).toMatchObject({
        variantId: variantOf(binding),
        product: { modelId: binding.modelId, conflicts: ['skis'] },
      });
      expect(answer.selected.boots).toBeNull();

      const [alpineSkis] = (await step('sport=alpine&group=skis&size=1')).products;
      if (!alpineSkis) throw new Error('no alpine skis');
      // A ski sent as a binding, another sport's ski, an id that names nothing: not choices.
      const stale = await step(
        `sport=nordic&group=skis&bindings=${variantOf(refused)}&boots=2147483647&size=60`,
      );
      expect(stale.selected).toEqual({ skis: null, bindings: null, boots: null });
      expect(stale.compatibleCount).toBe(stale.count);
      const otherSport = await step(`sport=nordic&group=bindings&skis=${variantOf(alpineSkis)}`);
      expect(otherSport.selected.skis).toBeNull();
    });

    it('pages a step without overlap', async () => {
      const first = await step('sport=alpine&group=boots&size=1');
      expect(first.maxPages).toBe(first.count);
      if (first.count < 2) return;
      const second = await step('sport=alpine&group=boots&size=1&page=2');
      expect(second.page).toBe(2);
      expect(second.products[0]?.modelId).not.toBe(first.products[0]?.modelId);
      const past = await step(`sport=alpine&group=boots&size=1&page=${first.count + 1}`);
      expect(past.products).toEqual([]);
    });

    it('answers bad input with a 400 naming the field', async () => {
      const base = 'sport=alpine&group=skis';
      for (const [query, field] of [
        ['group=skis', 'sport'],
        ['sport=telemark&group=skis', 'sport'],
        ['sport=alpine', 'group'],
        ['sport=alpine&group=poles', 'group'],
        [`${base}&skis=abc`, 'skis'],
        [`${base}&bindings=0`, 'bindings'],
        [`${base}&boots=1.5`, 'boots'],
        [`${base}&skis=2147483648`, 'skis'],
        [`${base}&lang=xx`, 'lang'],
        [`${base}&taxAreaId=0`, 'taxAreaId'],
        [`${base}&taxAreaId=9999`, 'taxAreaId'],
        [`${base}&page=0`, 'page'],
        [`${base}&size=61`, 'size'],
      ] as const) {
        const { status, body } = await get(query);
        expect(status, query).toBe(400);
        const error = apiErrorSchema.parse(body);
        expect(
          (error.fields ?? []).map((entry) => entry.field),
          query,
        ).toContain(field);
      }
    });
  },
);
