import { Link } from '@shop/shared-contracts/router';
import type { MenuEntry } from './menu-entry';

/** The rows of a menu section or level; a row opening a deeper level shows a chevron. */
export function MenuEntryList({ entries }: { readonly entries: readonly MenuEntry[] }) {
  return (
    <ul className="shell-menu-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <Link
            to={entry.href}
            className="shell-menu-entry"
            data-testid="mobile-menu-entry"
            data-entry={entry.id}
            data-drills-down={entry.drillsDown ? 'true' : undefined}
          >
            <span data-testid="mobile-menu-entry-label">{entry.label}</span>
            {entry.drillsDown ? (
              <span className="shell-menu-chevron" aria-hidden="true">
                ›
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
