import {
  type Language,
  localisePath,
  MAX_PAGE_LIMIT,
  type ProductGroupNode,
  pathOf,
  ROUTES,
} from '@shop/shared-contracts';
import {
  ExposedComponent,
  QueryView,
  useBusState,
  useMessages,
} from '@shop/shared-contracts/react';
import { Link, useSearchParams } from '@shop/shared-contracts/router';
import type { ReactNode } from 'react';
import { productMessages } from '../../messages/product-messages';
import { wizardMessages } from '../../messages/wizard/wizard-messages';
import { useShoeList } from './api';
import {
  matchesFit,
  nextShoeQuestion,
  offeredSizes,
  offersFitChoice,
  readShoeAnswers,
  SHOE_FITS,
  SHOE_GENDERS,
  SHOE_QUESTIONS,
  type ShoeAnswers,
  type ShoeQuestion,
  shoeFilter,
  shoeListRequest,
  shoeSearch,
  shoeUse,
  shoeUsePath,
  withoutLastAnswer,
} from './shoe-steps';

const wizardHref = (language: Language, answers: ShoeAnswers) =>
  `${pathOf(ROUTES.shoeWizard, language, { '*': shoeUsePath(answers.trail) })}${shoeSearch(answers)}`;

/** A question with its answers as links, so every step has its own address (and Back works). */
function Question({
  question,
  title,
  options,
}: {
  readonly question: ShoeQuestion;
  readonly title: string;
  readonly options: readonly {
    readonly key: string;
    readonly label: string;
    readonly href: string;
  }[];
}) {
  const { t } = useMessages(productMessages);
  const number = SHOE_QUESTIONS.indexOf(question) + 1;
  return (
    <section className="prd-shoe-step" data-testid="shoe-wizard-step" data-step={number}>
      <p className="prd-muted">{t('shoe.step', { number, total: SHOE_QUESTIONS.length })}</p>
      <h2>{title}</h2>
      <nav className="prd-sports" data-question={question}>
        {options.map((option) => (
          <Link
            key={option.key}
            className="prd-sport"
            data-testid="shoe-wizard-choice"
            data-value={option.key}
            to={option.href}
          >
            {option.label}
          </Link>
        ))}
      </nav>
    </section>
  );
}

/** What has been answered so far, with Back (the last answer taken back) and Start over. */
function AnswersBar({
  answers,
  language,
}: {
  readonly answers: ShoeAnswers;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const { t: tWizard } = useMessages(wizardMessages);
  const use = shoeUse(answers);
  if (!use) return null;
  const given = [
    use.name,
    answers.gender ? tWizard(`shoe.gender.${answers.gender}`) : null,
    answers.size ?? null,
    answers.fit ? tWizard(`shoe.fit.${answers.fit}`) : null,
  ].filter((answer): answer is string => answer !== null);
  return (
    <div className="prd-wizard-nav" data-testid="shoe-wizard-answers">
      <p>
        <span className="prd-muted">{tWizard('shoe.answers')}:</span> {given.join(' · ')}
      </p>
      <p>
        <Link to={wizardHref(language, withoutLastAnswer(answers))}>{t('shoe.back')}</Link>{' '}
        <Link to={wizardHref(language, { trail: [] })}>{t('shoe.restart')}</Link>
      </p>
    </div>
  );
}

/** The shoes that answer every question, shown with the catalogue's own product card. */
function ShoeResults({
  use,
  answers,
  language,
  taxAreaId,
}: {
  readonly use: ProductGroupNode;
  readonly answers: ShoeAnswers;
  readonly language: Language;
  readonly taxAreaId: number;
}) {
  const { t } = useMessages(wizardMessages);
  const results = useShoeList(
    shoeListRequest(use, answers, { language, taxAreaId, limit: MAX_PAGE_LIMIT }),
  );
  const filter = shoeFilter(answers);
  return (
    <section className="prd-shoe-step" data-testid="shoe-wizard-results">
      <QueryView query={results}>
        {(data) => {
          const shoes = data.cards.filter((card) => matchesFit(card, answers.fit));
          return shoes.length === 0 ? (
            <p role="status">{t('shoe.noResults')}</p>
          ) : (
            <>
              <h2 data-testid="shoe-wizard-count">{t('shoe.results', { count: shoes.length })}</h2>
              <ul className="shw-results">
                {shoes.map((card) => (
                  <li key={card.id} data-testid="shoe-wizard-result">
                    <ExposedComponent
                      remote="mf-catalog"
                      module="./ProductCard"
                      props={{ card, language }}
                      // While the catalogue's card loads, or if its remote is down, the shoe is
                      // still a link.
                      fallback={<Link to={localisePath(card.path, language)}>{card.name}</Link>}
                    />
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </QueryView>
      <p>
        <Link
          className="prd-sport"
          to={`${localisePath(`/${use.path}/`, language)}${filter ? `?${filter}` : ''}`}
        >
          {t('shoe.showGroup', { name: use.name })}
        </Link>
      </p>
    </section>
  );
}

/** Size and fit: asked from what the use and gender's shoes offer, then the shoes. */
function ListQuestions({
  use,
  answers,
  language,
}: {
  readonly use: ProductGroupNode;
  readonly answers: ShoeAnswers;
  readonly language: Language;
}) {
  const { t } = useMessages(wizardMessages);
  const taxAreaId = useBusState('market:changed')?.taxAreaId ?? 1;
  const offered = useShoeList(
    shoeListRequest(
      use,
      { ...(answers.gender ? { gender: answers.gender } : {}) },
      {
        language,
        taxAreaId,
        limit: 0,
      },
    ),
  );
  return (
    <QueryView query={offered}>
      {(data): ReactNode => {
        const sizes = offeredSizes(data.facets);
        if (sizes.length === 0) return <p role="status">{t('shoe.noSizes')}</p>;
        const offersFit = offersFitChoice(data.facets);
        const question = nextShoeQuestion(answers, sizes, offersFit);
        if (question === 'size') {
          const { trail, gender } = answers;
          return (
            <Question
              question="size"
              title={t('shoe.size')}
              options={sizes.map((size) => ({
                key: size,
                label: size,
                href: wizardHref(language, { trail, ...(gender ? { gender } : {}), size }),
              }))}
            />
          );
        }
        if (question === 'fit') {
          return (
            <Question
              question="fit"
              title={t('shoe.fit')}
              options={SHOE_FITS.map((fit) => ({
                key: fit,
                label: t(`shoe.fit.${fit}`),
                href: wizardHref(language, { ...answers, fit }),
              }))}
            />
          );
        }
        // Where the shoes do not differ in width, a fit in the address narrows nothing.
        const { fit, ...rest } = answers;
        const answered = offersFit && fit ? { ...rest, fit } : rest;
        return (
          <ShoeResults use={use} answers={answered} language={language} taxAreaId={taxAreaId} />
        );
      }}
    </QueryView>
  );
}

/**
 * The shoe finder (`/shoe-wizard/{use...}/?gender=&size=&fit=`): what the shoes are for (the
 * footwear groups), whom for, the size and, where the shoes differ in width, the fit; then the
 * real products that match.
 */
export function ShoeWizardView({
  footwear,
  stepPath,
  language,
}: {
  readonly footwear: ProductGroupNode;
  readonly stepPath: string;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const { t: tWizard } = useMessages(wizardMessages);
  const [search] = useSearchParams();
  const answers = readShoeAnswers(footwear, stepPath, search);
  if (!answers) {
    return (
      <p role="alert" data-testid="shoe-wizard-unknown">
        {t('shoe.unknownStep')}{' '}
        <Link to={wizardHref(language, { trail: [] })}>{t('shoe.restart')}</Link>
      </p>
    );
  }
  const use = shoeUse(answers);
  let content: ReactNode;
  if (!use) {
    content = (
      <Question
        question="use"
        title={tWizard('shoe.use')}
        options={footwear.children.map((child) => ({
          key: child.slug,
          label: child.name,
          href: wizardHref(language, { trail: [child] }),
        }))}
      />
    );
  } else if (nextShoeQuestion(answers, null, false) === 'gender') {
    content = (
      <Question
        question="gender"
        title={tWizard('shoe.gender')}
        options={SHOE_GENDERS.map((gender) => ({
          key: gender,
          label: tWizard(`shoe.gender.${gender}`),
          href: wizardHref(language, { trail: answers.trail, gender }),
        }))}
      />
    );
  } else {
    content = <ListQuestions use={use} answers={answers} language={language} />;
  }
  return (
    <>
      <AnswersBar answers={answers} language={language} />
      {content}
    </>
  );
}
