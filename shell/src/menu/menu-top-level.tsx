import { useId } from 'react';
import { MenuEntryList } from './menu-entry-list';
import type { MenuSection } from './menu-sections';

/** Platform §2 top menu: one titled section after the other. */
export function MenuTopLevel({ sections }: { readonly sections: readonly MenuSection[] }) {
  const id = useId();
  return sections.map((section) => (
    <section
      key={section.id}
      className="shell-menu-section"
      data-testid="mobile-menu-section"
      data-section={section.id}
      aria-labelledby={`${id}-${section.id}`}
    >
      <h2 id={`${id}-${section.id}`} className="shell-menu-section-title">
        {section.title}
      </h2>
      <MenuEntryList entries={section.entries} />
    </section>
  ));
}
