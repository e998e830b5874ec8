import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Breadcrumb } from './Breadcrumb.tsx';
import {
  categoryLink,
  NO_POPULAR_PARENT,
  popularQuestions,
  POPULAR_IN_CATEGORY,
  questionsOf,
  subCategories,
  type HelpEntry,
} from './helpData.ts';
import { QuestionList } from './QuestionList.tsx';
import { TopicButton } from './TopicButton.tsx';

/** Props of {@link CategoryView}. */
export interface CategoryViewProps {
  entries: readonly HelpEntry[];
  parent: string;
  /** Set on stage 3 (a sub-category). */
  sub?: string;
  brand: string;
  onSubCategory: (sub: string) => void;
  onQuestion: (id: string) => void;
}

/**
 * Stages 2 and 3: breadcrumb; a parent category with several sub-categories lists them in two
 * columns, otherwise its questions; up to 5 popular questions except under 'Contact Details'.
 */
export function CategoryView({
  entries,
  parent,
  sub,
  brand,
  onSubCategory,
  onQuestion,
}: CategoryViewProps) {
  const { t } = useTranslation('faq-translation');
  const subs = sub === undefined ? subCategories(entries, parent) : [];
  const showSubs = subs.length > 1;
  const popular =
    parent === NO_POPULAR_PARENT
      ? []
      : popularQuestions(questionsOf(entries, parent), POPULAR_IN_CATEGORY);
  return (
    <>
      <Breadcrumb trail={[parent, sub ?? '']} />
      <h2 className="help__category-title">{sub ?? parent}</h2>
      {showSubs ? (
        <section className="help__section">
          <h3>{t('relatedWith', 'Related topics')}</h3>
          <ul className="help__subcategories">
            {subs.map((name) => {
              const link = categoryLink(entries, name, 'sub', brand);
              return (
                <li key={name}>
                  {link ? (
                    /^https?:/i.test(link) ? (
                      <a className="tile-button help__category" href={link}>
                        {name}
                      </a>
                    ) : (
                      <Link className="tile-button help__category" to={link}>
                        {name}
                      </Link>
                    )
                  ) : (
                    <TopicButton onOpen={() => onSubCategory(name)}>{name}</TopicButton>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ) : (
        <QuestionList
          level={3}
          heading={t('questions', 'Questions')}
          questions={questionsOf(entries, parent, sub)}
          onQuestion={onQuestion}
        />
      )}
      <QuestionList
        level={3}
        heading={t('popularSearches', 'Popular searches')}
        questions={popular}
        onQuestion={onQuestion}
      />
    </>
  );
}
