// @vitest-environment jsdom

import { ANONYMOUS_USER, type ReleaseSummary, shopBus } from '@shop/shared-contracts';
import { initReactI18next } from '@shop/shared-contracts/react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestQueryClient,
  type FakeAnswer,
  ok,
  stubFakeApi,
} from '../services/api-test-fixtures';
import { ReleasePage } from './release-page';

const STAFF = { ...ANONYMOUS_USER, isAuthenticated: true, id: 7, isStaffUser: true };

function summary(version: string, isActive: boolean, problems: ReleaseSummary['problems'] = []) {
  return {
    remote: 'mf-catalog',
    version,
    publishedAt: isActive ? '2026-05-01T10:00:00.000Z' : '2026-05-02T10:00:00.000Z',
    isActive,
    contractsVersion: '3.12.0',
    baseUrl: null,
    gitSha: null,
    builtAt: null,
    problems,
  } satisfies ReleaseSummary;
}

const ACTIVE = summary('1.0.0-aaaaaaaa', true);
const NEXT = {
  ...summary('1.0.0-bbbbbbbb', false),
  gitSha: '0123456789abcdef0123456789abcdef01234567',
  builtAt: '2026-05-02T09:30:00.000Z',
  baseUrl: 'https://cdn.example.test/mf-catalog/1.0.0-bbbbbbbb/',
};
const REFUSED = summary('1.0.0-cccccccc', false, [
  { kind: 'contracts', subject: 'contracts', message: 'Built with contracts 2.0.0.' },
]);

let root: Root | undefined;

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
});

afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

function renderPage(answers: Record<string, readonly FakeAnswer[]>) {
  const api = stubFakeApi(answers);
  // In the document: a form outside it is never submitted.
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  root.render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={['/en/releases/']}>
        <Suspense fallback={null}>
          <ReleasePage />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const remote = (name: string) =>
    container.querySelector(`[data-testid="release-remote"][data-remote="${name}"]`);
  const row = (version: string) =>
    container.querySelector(`[data-testid="release-version"][data-version="${version}"]`);
  /** The bodies the page posted to a path, parsed. */
  const posted = (path: string) =>
    vi
      .mocked(globalThis.fetch)
      .mock.calls.filter(([input]) => new URL(String(input), 'http://shop.test').pathname === path)
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { api, container, remote, row, posted };
}

const HISTORY = ok({ events: [] });

describe('the staff release page (issue 14 point 8)', () => {
  it('shows every remote to staff and activates a version, then reads the releases again', async () => {
    shopBus.emit('auth:changed', { isLoading: false, user: STAFF });
    const page = renderPage({
      '/api/releases/': [ok({ releases: [ACTIVE, NEXT] })],
      '/api/releases/history/': [HISTORY],
      '/api/releases/activate/': [
        ok({
          remote: 'mf-catalog',
          version: NEXT.version,
          previousVersion: ACTIVE.version,
          forced: false,
          problems: [],
        }),
      ],
    });
    await vi.waitFor(() =>
      expect(page.container.querySelectorAll('[data-testid="release-remote"]')).toHaveLength(5),
    );
    expect(page.remote('mf-catalog')?.textContent).toContain(`Active version: ${ACTIVE.version}`);
    expect(page.remote('mf-product')?.textContent).toContain('No release of this remote');

    page.row(NEXT.version)?.querySelector('button')?.click();
    await vi.waitFor(() =>
      expect(page.remote('mf-catalog')?.textContent).toContain(
        `mf-catalog ${NEXT.version} is active now.`,
      ),
    );
    expect(page.posted('/api/releases/activate/')).toEqual([
      { remote: 'mf-catalog', version: NEXT.version },
    ]);
    await vi.waitFor(() => expect(page.api.callsTo('/api/releases/')).toBe(2));
  });

  it("lists the gate's problems and activates a refused version only with a reason", async () => {
    shopBus.emit('auth:changed', { isLoading: false, user: STAFF });
    const page = renderPage({
      '/api/releases/': [ok({ releases: [ACTIVE, REFUSED] })],
      '/api/releases/history/': [HISTORY],
      '/api/releases/activate/': [
        ok({
          remote: 'mf-catalog',
          version: REFUSED.version,
          previousVersion: ACTIVE.version,
          forced: true,
          problems: REFUSED.problems,
        }),
      ],
    });
    await vi.waitFor(() => expect(page.row(REFUSED.version)).not.toBeNull());
    const row = page.row(REFUSED.version);
    expect(row?.textContent).toContain('Contracts version Built with contracts 2.0.0.');
    const buttons = [...(row?.querySelectorAll('button') ?? [])].map(
      (button) => button.textContent,
    );
    expect(buttons).toEqual(['Try in this browser']);

    row?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click();
    const submit = await vi.waitFor(() => {
      const button = row?.querySelector<HTMLButtonElement>('button[type="submit"]');
      expect(button).not.toBeNull();
      return button as HTMLButtonElement;
    });
    expect(submit.disabled).toBe(true);
    const reason = row?.querySelector('textarea') as HTMLTextAreaElement;
    // React tracks the value it set; the native setter makes the change event carry a new one.
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(
      reason,
      'Hotfix for the campaign',
    );
    reason.dispatchEvent(new Event('input', { bubbles: true }));
    await vi.waitFor(() => expect(submit.disabled).toBe(false));
    submit.click();
    await vi.waitFor(() =>
      expect(page.posted('/api/releases/activate/')).toEqual([
        {
          remote: 'mf-catalog',
          version: REFUSED.version,
          force: true,
          reason: 'Hotfix for the campaign',
        },
      ]),
    );
    await vi.waitFor(() =>
      expect(page.remote('mf-catalog')?.textContent).toContain('The release gate was overridden.'),
    );
  });

  it('shows where a version comes from and lets staff try it in their own browser', async () => {
    shopBus.emit('auth:changed', { isLoading: false, user: STAFF });
    const page = renderPage({
      '/api/releases/': [ok({ releases: [ACTIVE, NEXT] })],
      '/api/releases/history/': [HISTORY],
      '/api/releases/overrides/': [
        ok({
          remotes: { 'mf-catalog': { version: NEXT.version } },
          expiresAt: '2026-05-03T10:00:00.000Z',
          link: '/api/releases/overrides/apply/?override=x.y',
        }),
      ],
    });
    const row = await vi.waitFor(() => {
      const found = page.row(NEXT.version);
      expect(found).not.toBeNull();
      return found as Element;
    });
    expect(row.textContent).toContain('commit 0123456789');
    expect(row.textContent).toContain('served from https://cdn.example.test');
    const preview = [...row.querySelectorAll('button')].find(
      (button) => button.textContent === 'Try in this browser',
    );
    preview?.click();
    await vi.waitFor(() =>
      expect(page.remote('mf-catalog')?.textContent).toContain(
        `This browser now runs mf-catalog ${NEXT.version}`,
      ),
    );
    expect(page.posted('/api/releases/overrides/')).toEqual([
      { remotes: { 'mf-catalog': { version: NEXT.version } } },
    ]);
  });

  it('shows an active version failing its health check, with the problems, and one passing', async () => {
    shopBus.emit('auth:changed', { isLoading: false, user: STAFF });
    const failing = {
      ...ACTIVE,
      health: {
        checkedAt: '2026-05-02T11:00:00.000Z',
        ok: false,
        problems: [
          {
            kind: 'health',
            subject: 'remoteEntry.js',
            message: '/remotes/mf-catalog/1.0.0-aaaaaaaa/remoteEntry.js answers 404, not 200.',
          },
        ],
        skipped: [],
      },
    } satisfies ReleaseSummary;
    const passing = {
      ...summary('2.0.0-dddddddd', true),
      remote: 'mf-content',
      health: {
        checkedAt: '2026-05-02T11:00:00.000Z',
        ok: true,
        problems: [],
        skipped: ['the server build (ssr/), as the shop has no shell server build to render with.'],
      },
    } satisfies ReleaseSummary;
    const page = renderPage({
      '/api/releases/': [ok({ releases: [failing, NEXT, passing] })],
      '/api/releases/history/': [HISTORY],
    });
    const health = await vi.waitFor(() => {
      const found = page.remote('mf-catalog')?.querySelector('[data-testid="release-health"]');
      expect(found).toBeTruthy();
      return found as Element;
    });
    expect(health.getAttribute('data-ok')).toBe('false');
    expect(health.textContent).toContain('The active version failed its health check');
    expect(health.textContent).toContain(
      'Health check: remoteEntry.js /remotes/mf-catalog/1.0.0-aaaaaaaa/remoteEntry.js answers 404',
    );
    expect(page.row(ACTIVE.version)?.textContent).toContain('ActiveFailing');
    // An earlier version is not checked: nothing said of its health.
    expect(page.row(NEXT.version)?.textContent).not.toContain('Failing');

    const content = page.remote('mf-content')?.querySelector('[data-testid="release-health"]');
    expect(content?.getAttribute('data-ok')).toBe('true');
    expect(content?.textContent).toContain('Health check passed');
    expect(content?.textContent).toContain('Not checked: the server build (ssr/)');
    expect(page.row('2.0.0-dddddddd')?.textContent).not.toContain('Failing');
  });

  it('says so in words when a rollback is refused', async () => {
    shopBus.emit('auth:changed', { isLoading: false, user: STAFF });
    const page = renderPage({
      '/api/releases/': [ok({ releases: [ACTIVE] })],
      '/api/releases/history/': [HISTORY],
      '/api/releases/rollback/': [
        { status: 409, body: { code: 'NO_PREVIOUS_RELEASE', message: 'none' } },
      ],
    });
    const rollBack = await vi.waitFor(() => {
      const button = page.remote('mf-catalog')?.querySelector('button');
      expect(button?.textContent).toBe('Roll back');
      return button as HTMLButtonElement;
    });
    rollBack.click();
    await vi.waitFor(() =>
      expect(page.remote('mf-catalog')?.querySelector('[role="alert"]')?.textContent).toBe(
        'There is no earlier active version to roll back to.',
      ),
    );
    expect(page.posted('/api/releases/rollback/')).toEqual([{ remote: 'mf-catalog' }]);
  });

  it('names who did each change in the audit trail and what force set aside', async () => {
    shopBus.emit('auth:changed', { isLoading: false, user: STAFF });
    const event = (id: number, action: 'activate' | 'rollback', actor: string) => ({
      id,
      at: '2026-05-02T10:00:00.000Z',
      remote: 'mf-catalog',
      action,
      fromVersion: ACTIVE.version,
      toVersion: NEXT.version,
      actor,
      reason: null,
      forced: false,
      problems: [],
      contractsVersion: '3.12.0',
    });
    const page = renderPage({
      '/api/releases/': [ok({ releases: [ACTIVE, NEXT] })],
      '/api/releases/history/': [
        ok({
          events: [
            { ...event(3, 'rollback', 'ops (RELEASE_TOKEN)'), forced: true, reason: 'undo all' },
            {
              ...event(2, 'activate', 'ci-pipeline (token)'),
              forced: true,
              reason: 'hotfix',
              problems: REFUSED.problems,
            },
            event(1, 'activate', 'alice (cli:root)'),
          ],
        }),
      ],
    });
    const rows = await vi.waitFor(() => {
      const found = page.container.querySelectorAll('[data-testid="release-event"]');
      expect(found).toHaveLength(3);
      return [...found].map((row) =>
        [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent),
      );
    });
    const versions = `${ACTIVE.version} → ${NEXT.version}`;
    expect(rows).toEqual([
      [
        'Rolled back (forced past a later change)',
        'mf-catalog',
        versions,
        'ops (RELEASE_TOKEN)',
        'undo all',
      ],
      ['Activated (gate overridden)', 'mf-catalog', versions, 'ci-pipeline (token)', 'hotfix'],
      ['Activated', 'mf-catalog', versions, 'alice (cli:root)', '–'],
    ]);
  });

  it('tells a guest the page is for staff, and reads nothing', async () => {
    shopBus.emit('auth:changed', { isLoading: false, user: ANONYMOUS_USER });
    const page = renderPage({});
    await vi.waitFor(() =>
      expect(page.container.querySelector('[data-testid="release-denied"]')?.textContent).toContain(
        'This page is for staff.',
      ),
    );
    expect(page.container.querySelector('a')?.getAttribute('href')).toBe(
      '/en/accounts/login/?next=%2Fen%2Freleases%2F',
    );
    expect(vi.mocked(globalThis.fetch)).not.toHaveBeenCalled();
  });
});
