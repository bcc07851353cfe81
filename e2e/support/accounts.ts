/**
 * The staff and admin logins of the e2e shop. Staff and admin accounts never have a published
 * password (issue 13): the config makes one for each run, `cli staff set` and `ADMIN_PASSWORD`
 * give it to the accounts, and the tests read it here.
 */
function passwordOf(variable: string): string {
  const password = process.env[variable];
  if (!password) throw new Error(`${variable} is set by playwright.config.ts`);
  return password;
}

export const STAFF = {
  email: 'henkilokunta@example.com',
  get password() {
    return passwordOf('E2E_STAFF_PASSWORD');
  },
};

export const ADMIN = {
  email: 'admin@example.com',
  get password() {
    return passwordOf('E2E_ADMIN_PASSWORD');
  },
};
