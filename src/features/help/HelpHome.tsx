import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  parentCategories,
  popularQuestions,
  POPULAR_ON_HOME,
  type HelpEntry,
  type HelpLink,
} from './helpData.ts';
import { QuestionList } from './QuestionList.tsx';
import { TopicButton } from './TopicButton.tsx';

/** Props of {@link HelpHome}. */
export interface HelpHomeProps {
  entries: readonly HelpEntry[];
  links: readonly HelpLink[];
  onCategory: (category: string) => void;
  onQuestion: (id: string) => void;
}

/** Stage 1: the parent categories, up to 10 popular questions and the help links. */
export function HelpHome({ entries, links, onCategory, onQuestion }: HelpHomeProps) {
  const { t } = useTranslation('getHelp-translation');
  return (
    <>
      <section className="help__section">
        <h2>{t('categories', 'Help topics')}</h2>
        <ul className="help__categories">
          {parentCategories(entries).map((category) => (
            <li key={category}>
              <TopicButton onOpen={() => onCategory(category)}>{category}</TopicButton>
            </li>
          ))}
        </ul>
      </section>
      <QuestionList
        heading={t('popular', 'Popular questions')}
        questions={popularQuestions(entries, POPULAR_ON_HOME)}
        onQuestion={onQuestion}
      />
      {links.length > 0 ? (
        <nav className="help__section" aria-label={t('links', 'Quick links')}>
          <h2>{t('links', 'Quick links')}</h2>
          <ul className="help__links">
            {links.map((link) => (
              <li key={`${link.heading}-${link.link}`}>
                {/^https?:/i.test(link.link) ? (
                  <a href={link.link}>{link.heading}</a>
                ) : (
                  <Link to={link.link}>{link.heading}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
