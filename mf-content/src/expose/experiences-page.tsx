import type { PageProps } from '@shop/shared-contracts';
import { ExperienceList } from '../features/experiences/experience-list';
import { ExperienceProducts } from '../features/experiences/experience-products';
import { toExperienceView } from '../features/experiences/experience-route';
import { ExperienceView } from '../features/experiences/experience-view';
import '../features/content.css';

/** `/experiences/` and `/experiences/{slug}/`, and `/experiences/products/`. */
export default function ExperiencesPage({ routeId, params, language }: PageProps) {
  const view = toExperienceView(routeId, params);
  return (
    <div data-boundary="mf-content" data-testid="experiences-page">
      {view.kind === 'list' && <ExperienceList language={language} />}
      {view.kind === 'experience' && <ExperienceView slug={view.slug} language={language} />}
      {view.kind === 'products' && <ExperienceProducts language={language} />}
    </div>
  );
}
