import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { helpCentreMachine } from '../../../machines/helpCentre.machine.ts';
import { HELP_CONTENT } from '../../app/routeContent.ts';
import { RoutePage } from '../../app/RoutePage.tsx';
import { runtimeConfig } from '../../api/runtimeConfig.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { arriveAtStep } from '../../ui/useStepArrival.ts';
import { useLatest } from '../../ui/useLatest.ts';
import { AnswerView } from './AnswerView.tsx';
import { CategoryView } from './CategoryView.tsx';
import { sendVoteActor } from './helpActors.ts';
import { categoryLink, type HelpEntry, type HelpLink } from './helpData.ts';
import { HelpHome } from './HelpHome.tsx';
import { HelpSearch } from './HelpSearch.tsx';
import './help.css';

/** Props of {@link HelpCentre}: loaded content and the FAQ refetch. */
export interface HelpCentreProps {
  entries: readonly HelpEntry[];
  links: readonly HelpLink[];
  reloadFaqs: () => void;
}

/** A link outside the portal leaves the app; anything else is a route. */
function useOpenLink() {
  const navigate = useNavigate();
  return (link: string) => {
    if (/^https?:/i.test(link)) window.location.assign(link);
    else void navigate(link);
  };
}

/**
 * The help centre flow, driven by helpCentreMachine: stage 1 topics and popular questions,
 * 2 a topic, 3 a sub-topic, 4 an answer. The search opens a question from any stage.
 */
export function HelpCentre({ entries, links, reloadFaqs }: HelpCentreProps) {
  const { t } = useTranslation('getHelp-translation');
  const brand = runtimeConfig().brand.trim().toLowerCase() || 'twiga';
  const openLink = useOpenLink();
  const latest = useLatest({ openLink, reloadFaqs });
  const [machine] = useState(() =>
    helpCentreMachine.provide({
      actors: { sendVote: sendVoteActor },
      actions: {
        openLink: (_, params) => latest.current.openLink(params.link),
        refetchContent: () => latest.current.reloadFaqs(),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const { category, subCategory, questionId } = snapshot.context;
  const stage = snapshot.hasTag('answerShown')
    ? 4
    : snapshot.hasTag('subCategoryShown')
      ? 3
      : snapshot.hasTag('categoryShown')
        ? 2
        : 1;

  // A11Y-1: each stage change is a move inside the page: focus goes to the new view's heading
  // (the topic, the question), which is said; the button pressed went with the old view.
  const viewRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = viewRef.current?.querySelector<HTMLElement>('h2');
    if (heading) arriveAtStep(heading);
    else viewRef.current?.focus();
  }, [stage, category, subCategory, questionId]);

  const onQuestion = (id: string) => send({ type: 'help.question', questionId: id });
  const onCategory = (name: string) => {
    const link = categoryLink(entries, name, 'parent', brand);
    send(
      link
        ? { type: 'help.category', category: name, link }
        : { type: 'help.category', category: name },
    );
  };

  return (
    <RoutePage className="help" content={HELP_CONTENT}>
      <HelpSearch entries={entries} onQuestion={onQuestion} />
      {snapshot.hasTag('backOffered') ? (
        <button
          type="button"
          className="quiet-button help__back"
          onClick={() => send({ type: 'help.back' })}
        >
          <span aria-hidden="true">←</span> {t('back', 'Back')}
        </button>
      ) : null}
      <div ref={viewRef} tabIndex={-1} className="help__view">
        {stage === 1 ? (
          <HelpHome
            entries={entries}
            links={links}
            onCategory={onCategory}
            onQuestion={onQuestion}
          />
        ) : null}
        {stage === 2 || stage === 3 ? (
          <CategoryView
            entries={entries}
            parent={category}
            {...(stage === 3 ? { sub: subCategory } : {})}
            brand={brand}
            onSubCategory={(name) => send({ type: 'help.subCategory', subCategory: name })}
            onQuestion={onQuestion}
          />
        ) : null}
        {stage === 4 ? (
          <AnswerView
            entry={entries.find((e) => e.id === questionId)}
            voted={snapshot.hasTag('thanked')}
            onVote={(like) => send({ type: 'help.vote', like })}
          />
        ) : null}
      </div>
    </RoutePage>
  );
}

/** Placeholder while the help content loads. */
export function HelpCentreSkeleton() {
  const { t } = useTranslation('getHelp-translation');
  return (
    <RoutePage className="help" content={HELP_CONTENT} busy>
      <p className="visually-hidden">{t('loading', 'Loading help topics')}</p>
      <div aria-hidden="true" className="page__stack">
        <Skeleton height="3rem" />
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" width="60%" />
      </div>
    </RoutePage>
  );
}
