import { useTranslation } from '@shop/shared-contracts/react-i18next';
import { useEffect, useRef } from 'react';
import { MenuLocaleButton } from './menu-locale-button';

interface MenuTopBarProps {
  readonly title: string;
  /** Changes with the level; the heading then takes the focus for keyboard and reader users. */
  readonly levelKey: string;
  /** Steps back a level; null on the top menu. */
  readonly onBack: (() => void) | null;
  readonly onClose: () => void;
}

/** The menu's bar: Back (the keyboard and mouse way to swipe right), title, locale, close. */
export function MenuTopBar({ title, levelKey, onBack, onClose }: MenuTopBarProps) {
  const { t } = useTranslation('shell');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (levelKey) heading.current?.focus({ preventScroll: true });
  }, [levelKey]);
  return (
    <div className="shell-menu-bar">
      {onBack ? (
        <button
          type="button"
          className="shell-menu-back"
          data-testid="mobile-menu-back"
          onClick={onBack}
        >
          <span aria-hidden="true">‹</span> {t('menu.back')}
        </button>
      ) : null}
      <h1 ref={heading} tabIndex={-1} className="shell-menu-title" data-testid="mobile-menu-title">
        {title}
      </h1>
      <MenuLocaleButton />
      <button
        type="button"
        className="shell-menu-close"
        data-testid="mobile-menu-close"
        aria-label={t('menu.close')}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
