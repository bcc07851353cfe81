import type { Language } from '@shop/shared-contracts';
import { useTranslation } from '@shop/shared-contracts/react-i18next';
import type { TranslateMenu } from './menu-entry';
import { MenuEntryList } from './menu-entry-list';
import { buildGroupLevel } from './menu-group-level';
import type { MenuLevel } from './menu-level';
import { buildTopMenu } from './menu-sections';
import { MenuTopLevel } from './menu-top-level';
import type { useMenuData } from './use-menu-data';

interface MenuLevelContentProps {
  /** null while the product groups a group level needs are loading or failed. */
  readonly level: MenuLevel | null;
  readonly language: Language;
  readonly data: ReturnType<typeof useMenuData>;
}

/** The rows of the level the URL names, or why there are none yet. */
export function MenuLevelContent({ level, language, data }: MenuLevelContentProps) {
  const { t } = useTranslation('shell');
  const translate: TranslateMenu = (key, values) => t(key, values);
  const { groups: groupsQuery } = data;
  // While a retry is under way the level shows as loading again.
  const groupsFailed =
    groupsQuery.isError && !groupsQuery.isFetching ? (
      <GroupsFailed retry={() => void groupsQuery.refetch()} />
    ) : null;
  if (!level) {
    const loading = (
      <p className="shell-menu-status" aria-busy="true">
        {t('remote.loading')}
      </p>
    );
    return groupsFailed ?? loading;
  }
  if (level.kind === 'missing') return <p className="shell-menu-status">{t('menu.notFound')}</p>;
  if (level.kind !== 'top') {
    return <MenuEntryList entries={buildGroupLevel(level, language, translate).entries} />;
  }
  const groups = groupsQuery.data?.productGroups ?? [];
  const { stores, isAuthenticated } = data;
  return (
    <>
      {groupsFailed}
      <MenuTopLevel
        sections={buildTopMenu({ language, groups, stores, isAuthenticated }, translate)}
      />
    </>
  );
}

/** Platform §8: a failed product-group fetch reaches the menu, which offers a retry. */
function GroupsFailed({ retry }: { readonly retry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className="shell-menu-status" role="alert">
      <p>{t('menu.groupsFailed')}</p>
      <button type="button" className="shell-button" onClick={retry}>
        {t('remote.retry')}
      </button>
    </div>
  );
}
