import { type Language, pathOf, ROUTES } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { NavLink } from '@shop/shared-contracts/router';
import { blogMessages } from '../../messages/messages';

/** The blog area's sections: the life-outdoors front, all posts, the bloggers. */
export function BlogNav({ language }: { language: Language }) {
  const { t } = useMessages(blogMessages);
  const links = [
    [ROUTES.lifeOutdoors, 'blog.nav.front'],
    [ROUTES.blog, 'blog.nav.posts'],
    [ROUTES.bloggers, 'blog.nav.bloggers'],
  ] as const;
  return (
    <nav className="cnt-subnav" aria-label={t('blog.nav.label')}>
      {links.map(([route, label]) => (
        <NavLink key={route.id} to={pathOf(route, language)} end>
          {t(label)}
        </NavLink>
      ))}
    </nav>
  );
}
