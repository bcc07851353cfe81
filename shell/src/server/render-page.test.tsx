import type {
  InitialMarket,
  ReleaseRenderScope,
  ServerRenderRequest,
} from '@shop/shared-contracts';
import {
  defineMessages,
  sharedQueries,
  useMessages,
  usePageViewed,
} from '@shop/shared-contracts/react';
import { useTranslation } from '@shop/shared-contracts/react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { JSDOM } from 'jsdom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, stubFakeApi } from '../services/api-test-fixtures';
import renderer from './render-page';

const SEK_MARKET: InitialMarket = {
  deliveryCountryCode: 'se',
  currencyCode: 'sek',
  languageCode: 'sv',
  currencyFormat: '{amount} kr',
  currencyRate: 11.5,
  deliveryCountryName: 'Sverige',
  taxAreaId: 2,
  isEuMember: true,
};

const SLUGS = {
  staticPageSlugs: ['delivery'],
  staticPageWithTabsSlugs: [],
  navigationSlugs: ['alpine-skiing'],
  manufacturerSlugs: ['routa'],
};

const greeting = (text: string) => async () => ({ default: { greeting: text } });

/** A remote's namespace: each language its own chunk. */
const frontMessages = defineMessages('front-test', {
  fi: greeting('Tervetuloa'),
  sv: greeting('Välkommen'),
  en: greeting('Welcome'),
  de: greeting('Willkommen'),
  fr: greeting('Bienvenue'),
  ru: greeting('Добро пожаловать'),
});

/** A page of the front-page route that reads data and translates, as a remote's page does. */
function FrontPage() {
  const { t } = useMessages(frontMessages);
  const slugs = useQuery(sharedQueries.routeSlugs());
  usePageViewed(slugs.data ? 'Front' : undefined, 'front-page');
  return (
    <>
      <h1>{slugs.data ? `Groups: ${slugs.data.navigationSlugs.join(', ')}` : 'Loading'}</h1>
      <p>{t('greeting')}</p>
    </>
  );
}

/** A store page translating with a namespace whose texts each release version has its own. */
function StoresPage() {
  const { t } = useTranslation('versioned-test');
  return <h1>{t('title')}</h1>;
}

/** The release scopes the api names for the current render. */
let renderedScopes: ReleaseRenderScope[] = [];

const loadExposedModule = vi.fn(async (remote: string, key: string) => {
  if (remote === 'mf-content' && key === './HomePage') return { default: FrontPage };
  if (remote === 'mf-content' && key === './StoresPage') return { default: StoresPage };
  throw new Error(`No ${remote} ${key} in this test`);
});

function request(overrides: Partial<ServerRenderRequest> = {}): ServerRenderRequest {
  return {
    url: '/sv/',
    origin: 'https://shop.example',
    market: SEK_MARKET,
    authorization: null,
    apiFetch: (input, init) => globalThis.fetch(input, init),
    languagePrefixStrategy: 'prefix_except_default',
    budgetMs: 5_000,
    ...overrides,
  };
}

beforeAll(() => {
  renderer.configure({
    loadExposedModule,
    htmlWindow: new JSDOM('').window,
    releaseScopes: () => renderedScopes,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the shell server renderer', () => {
  it('renders the frame and the page with its data, and hands the data over', async () => {
    const api = stubFakeApi({
      '/api/general-settings/': [ok([])],
      '/api/route-slugs/': [ok(SLUGS)],
    });
    const result = await renderer.render(request());
    expect(result.complete).toBe(true);
    expect(result.html).toContain('<h1>Groups: alpine-skiing</h1>');
    // The frame in the request's language and market.
    expect(result.html).toContain('Hoppa till innehållet');
    expect(result.html).toContain('SEK');
    const hashes = result.payload.queryState.queries.map((query) => query.queryHash);
    expect(hashes).toContainEqual(expect.stringContaining('route-slugs'));
    expect(result.payload.market).toEqual({ deliveryCountryCode: 'se', currencyCode: 'sek' });
    expect(result.payload.isAuthenticated).toBe(false);
    expect(result.title).toBe('Front | Outdoor Shop');
    expect(api.callsTo('/api/route-slugs/')).toBe(1);
  });

  it("hands over the messages it rendered with, in the page's language only", async () => {
    stubFakeApi({ '/api/general-settings/': [ok([])], '/api/route-slugs/': [ok(SLUGS)] });
    const result = await renderer.render(request());
    expect(result.html).toContain('<p>Välkommen</p>');
    const messages = result.payload.messages;
    expect(messages?.language).toBe('sv');
    expect(messages?.bundles['front-test']).toEqual({ greeting: 'Välkommen' });
    expect(messages?.bundles.shell?.skipToContent).toBe('Hoppa till innehållet');
    // Another language's render hands over that language's bundles.
    const finnish = await renderer.render(request({ url: '/' }));
    expect(finnish.payload.messages?.language).toBe('fi');
    expect(finnish.payload.messages?.bundles['front-test']).toEqual({ greeting: 'Tervetuloa' });
  });

  it('renders a failed read as the page shows it, without trying it again', async () => {
    const api = stubFakeApi({ '/api/general-settings/': [ok([])] });
    const result = await renderer.render(request());
    expect(result.html).toContain('<h1>Loading</h1>');
    expect(api.callsTo('/api/route-slugs/')).toBe(1);
    expect(result.payload.queryState.queries.map((query) => query.queryHash)).not.toContainEqual(
      expect.stringContaining('route-slugs'),
    );
  });

  it('renders the texts of the release version the api names for the render', async () => {
    /** A release scope whose namespace holds this version's title, as its messages add it. */
    function releaseWithTitle(title: string): ReleaseRenderScope {
      const scope = renderer.createReleaseScope?.();
      if (!scope) throw new Error('the renderer makes release scopes');
      const { default: i18n } = scope.sharedModules.i18next as { default: I18n };
      expect(i18n.isInitialized).toBe(true);
      i18n.addResourceBundle('sv', 'versioned-test', { title });
      return scope;
    }
    const [first, second] = [releaseWithTitle('Version A'), releaseWithTitle('Version B')];
    stubFakeApi({ '/api/general-settings/': [ok([])] });
    renderedScopes = [first];
    const before = await renderer.render(request({ url: '/sv/stores/' }));
    expect(before.html).toContain('<h1>Version A</h1>');
    expect(before.payload.messages?.bundles['versioned-test']).toEqual({ title: 'Version A' });
    renderedScopes = [second];
    expect((await renderer.render(request({ url: '/sv/stores/' }))).html).toContain(
      '<h1>Version B</h1>',
    );
    renderedScopes = [first];
    expect((await renderer.render(request({ url: '/sv/stores/' }))).html).toContain(
      '<h1>Version A</h1>',
    );
    renderedScopes = [];
  });

  it('leaves the page to the browser when its remote fails on the server', async () => {
    stubFakeApi({ '/api/general-settings/': [ok([])] });
    const result = await renderer.render(request({ url: '/sv/ski-wizard/' }));
    expect(result.complete).toBe(false);
    expect(result.html).toContain('<!--$!-->');
    expect(result.html).toContain('Hoppa till innehållet');
  });

  it("sends what it has when the page's reads outlast the budget", async () => {
    stubFakeApi({ '/api/general-settings/': [ok([])] });
    const hangingSlugs: ServerRenderRequest['apiFetch'] = (input, init) =>
      input.startsWith('/api/route-slugs/') ? new Promise(() => {}) : globalThis.fetch(input, init);
    const result = await renderer.render(request({ budgetMs: 100, apiFetch: hangingSlugs }));
    expect(result.html).toContain('<h1>Loading</h1>');
  });
});
