import type { StaticPageTab } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { pagesMessages } from '../../messages/messages';
import type { ActiveTabs, TabHrefBuilder } from './tab-path';

interface TabBarProps {
  readonly pageSlug: string;
  readonly tabs: readonly StaticPageTab[];
  readonly active: ActiveTabs;
  readonly hrefOf: TabHrefBuilder;
}

/**
 * The page's tabs, and below them the active tab's nested tabs. The link to the shown content
 * is the current page; a tab whose nested tab is shown is current too (platform §2).
 */
export function TabBar({ pageSlug, tabs, active, hrefOf }: TabBarProps) {
  const { t } = useMessages(pagesMessages);
  const { tab: activeTab, nestedTab: activeNestedTab } = active;
  const nestedTabs = activeTab?.tabs ?? [];
  return (
    <nav className="cnt-tab-bar" aria-label={t('tabs.label')}>
      <ul className="cnt-tabs">
        {tabs.map((tab) => (
          <li key={tab.slug}>
            <Link
              to={hrefOf(pageSlug, tab.slug)}
              aria-current={tab !== activeTab ? undefined : activeNestedTab ? 'true' : 'page'}
            >
              {tab.title}
            </Link>
          </li>
        ))}
      </ul>
      {activeTab && nestedTabs.length > 0 && (
        <ul className="cnt-tabs cnt-nested-tabs" aria-label={activeTab.title}>
          {nestedTabs.map((nested) => (
            <li key={nested.slug}>
              <Link
                to={hrefOf(pageSlug, activeTab.slug, nested.slug)}
                aria-current={nested === activeNestedTab ? 'page' : undefined}
              >
                {nested.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
