import type { APIRequestContext, Page } from '@playwright/test';
import { type RemotePackage, SESSION_COOKIE } from '@shop/shared-contracts';
import { expect } from './fixtures';
import { ShellPage } from './shell-page';

/** The shell's staff release page (issue 14 point 8) and the release api behind it. */
export class ReleasePage {
  readonly shell: ShellPage;
  constructor(readonly page: Page) {
    this.shell = new ShellPage(page);
  }

  async logIn(email: string, password: string): Promise<void> {
    await this.shell.open('/en/accounts/login/');
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
    await expect(this.page.getByTestId('account-menu')).toContainText(email);
  }

  open(path = '/en/releases/'): Promise<void> {
    return this.shell.open(path);
  }

  remotes = () => this.page.getByTestId('release-remote');
  remote = (remote: RemotePackage) =>
    this.page.locator(`[data-testid="release-remote"][data-remote="${remote}"]`);
  version = (remote: RemotePackage, version: string) =>
    this.remote(remote).locator(`[data-testid="release-version"][data-version="${version}"]`);
  events = () => this.page.getByTestId('release-audit').getByTestId('release-event');
  denied = () => this.page.getByTestId('release-denied');

  /**
   * The login as an authorization header, made from the session cookie (which no script on the
   * page can read; the test reads it from the browser, decision 0020).
   */
  async authorization(): Promise<string> {
    const cookie = (await this.page.context().cookies()).find(
      ({ name }) => name === SESSION_COOKIE,
    );
    if (!cookie) throw new Error('no session: log in first');
    return `Bearer ${cookie.value}`;
  }
}

/** The version of a remote `/remotes.json` serves now. */
export async function activeVersion(
  request: APIRequestContext,
  remote: RemotePackage,
): Promise<string | undefined> {
  const registry = (await (await request.get('/remotes.json')).json()) as {
    remotes: Partial<Record<RemotePackage, { version: string }>>;
  };
  return registry.remotes[remote]?.version;
}

/**
 * Puts a remote back on the version it had, whatever a failed test left: a rollback first (so
 * the audit trail reads as after any rollback), an activation if that did not get there.
 */
export async function restoreActive(
  request: APIRequestContext,
  authorization: string,
  remote: RemotePackage,
  version: string,
): Promise<void> {
  // The registry answers this browser with its override, if a test left one: end it first.
  await request.delete('/api/releases/overrides/');
  if ((await activeVersion(request, remote)) === version) return;
  const headers = { authorization };
  await request.post('/api/releases/rollback/', { headers, data: { remote } });
  if ((await activeVersion(request, remote)) === version) return;
  const activated = await request.post('/api/releases/activate/', {
    headers,
    data: { remote, version, force: true, reason: 'e2e: back to the version before the test' },
  });
  expect(activated.ok(), await activated.text()).toBe(true);
}
