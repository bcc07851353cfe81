import { type Language, routeHref } from '@shop/shared-contracts';
import { useBusState } from '@shop/shared-contracts/react';
import { useTranslation } from '@shop/shared-contracts/react-i18next';
import { useNavigate } from '@shop/shared-contracts/router';
import { type FormEvent, useId } from 'react';

/** The header's search field; the placeholder comes from the general settings when set (§3). */
export function HeaderSearch({ language }: { readonly language: Language }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const id = useId();
  const settings = useBusState('settings:changed');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('text') ?? '').trim();
    if (text) navigate(`${routeHref('search', language)}?text=${encodeURIComponent(text)}`);
  };
  return (
    <search>
      <form className="shell-search" onSubmit={submit}>
        <label htmlFor={id} className="shell-visually-hidden">
          {t('search.label')}
        </label>
        <input
          id={id}
          name="text"
          type="search"
          placeholder={settings?.settings.searchBarPlaceholder || t('search.placeholder')}
          enterKeyHint="search"
        />
        <button type="submit" className="shell-search-button">
          {t('search.submit')}
        </button>
      </form>
    </search>
  );
}
