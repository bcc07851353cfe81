import type { Language } from '@shop/shared-contracts';
import { useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { api } from '../../lib/api';
import { HtmlContent } from '../../lib/html-content';

/** A rental content page: its title and sanitised HTML (empty while loading or failed). */
export function RentalPageContent({ slug, language }: { slug: string; language: Language }) {
  const page = useApiQuery(`static-page|${slug}|${language}`, (signal) =>
    api.staticPage(slug, language, signal),
  );
  usePageViewed(page.status === 'success' ? page.data.title : undefined, 'dynamic-page');
  if (page.status !== 'success') return <div aria-busy={page.status === 'loading'} />;
  return (
    <>
      <h1>{page.data.title}</h1>
      <HtmlContent html={page.data.content} />
    </>
  );
}
