import type { Language } from '@shop/shared-contracts';
import { HtmlContent } from '@shop/shared-contracts/html';
import { usePageViewed } from '@shop/shared-contracts/react';
import { useRentalPage } from './api';

/** A rental content page: its title and sanitised HTML (empty while loading or failed). */
export function RentalPageContent({ slug, language }: { slug: string; language: Language }) {
  const page = useRentalPage(slug, language);
  usePageViewed(page.data?.title, 'dynamic-page');
  if (page.status !== 'success') return <div aria-busy={page.status === 'pending'} />;
  return (
    <>
      <h1>{page.data.title}</h1>
      <HtmlContent html={page.data.content} />
    </>
  );
}
