import { routeHref, splitLanguagePrefix } from '@shop/shared-contracts';
import { useTranslation } from '@shop/shared-contracts/react-i18next';
import { useLocation, useNavigate, useParams } from '@shop/shared-contracts/router';
import { useRef } from 'react';
import { BACK_STEP_STATE, isBackStep } from './menu-direction';
import { backHref, levelKey, levelTitle, resolveMenuLevel } from './menu-level';
import { MenuLevelContent } from './menu-level-content';
import { shopHref } from './menu-paths';
import { MenuTopBar } from './menu-top-bar';
import { useScrollLock } from './scroll-lock';
import { useMenuData } from './use-menu-data';
import { useMenuPhase } from './use-menu-phase';
import { useSwipeRight } from './use-swipe-right';

/**
 * `/menu/` and `/menu/{slug}/?{subgroupSlug}`: the mobile menu (platform §2), a full-screen
 * panel over the page with three drill-down levels; swiping right or Back steps up a level.
 */
export function MobileMenuPage() {
  const { t } = useTranslation('shell');
  const { pathname, search, state } = useLocation();
  const { slug } = useParams();
  const navigate = useNavigate();
  const { language } = splitLanguagePrefix(pathname);
  const data = useMenuData(language);
  const groups = data.groups.data?.productGroups;
  const level = slug && !groups ? null : resolveMenuLevel(groups ?? [], slug, search);
  const back = level ? backHref(level, language) : routeHref('menu', language);
  const goBack = back ? () => navigate(back, { state: BACK_STEP_STATE }) : null;

  const panel = useRef<HTMLDivElement>(null);
  useSwipeRight(panel, goBack);
  useScrollLock();
  const { phase, close } = useMenuPhase(() => navigate(shopHref('/', language)));
  const key = level ? levelKey(level) : 'loading';
  return (
    <div
      ref={panel}
      className="shell-menu"
      data-testid="mobile-menu"
      data-phase={phase}
      data-level={level?.kind ?? 'loading'}
    >
      <MenuTopBar
        title={levelTitle(level) ?? t('menu.label')}
        levelKey={key}
        onBack={goBack}
        onClose={close}
      />
      <nav
        key={key}
        aria-label={t('menu.label')}
        className="shell-menu-level"
        data-direction={isBackStep(search, state) ? 'back' : 'forward'}
      >
        <MenuLevelContent level={level} language={language} data={data} />
      </nav>
    </div>
  );
}
