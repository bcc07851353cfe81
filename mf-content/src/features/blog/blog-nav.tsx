import { type Language, routeHref } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { NavLink } from '@shop/shared-contracts/router';
import { blogMessages } from '../../messages/messages';

/** The blog area's sections: the life-outdoors front, all posts, the bloggers. */
export function BlogNav({ language }: { language: Language }) {
  const { t } = useMessages(blogMessages);
  const links = [
    ['life-outdoors', 'blog.nav.front'],
    ['blog', 'blog.nav.posts'],
    ['bloggers', 'blog.nav.bloggers'],
  ] as const;
  return (
    <nav className="cnt-subnav" aria-label={t('blog.nav.label')}>
      {links.map(([id, label]) => (
        <NavLink key={id} to={routeHref(id, language)} end>
          {t(label)}
        </NavLink>
      ))}
    </nav>
  );
}
