import { useTranslation } from 'react-i18next';
import { MessageScreen } from '../ui/MessageScreen.tsx';
import type { RouteContent } from './routeHandle.ts';
import { usePageText } from './RoutePage.tsx';
import { PATHS } from '../routes/paths.ts';

/** Props of {@link MessagePage}. */
export interface MessagePageProps {
  /** id of the heading, which names the section. */
  titleId: string;
  /** The route content the heading and first paragraph come from. */
  content: RouteContent;
  /** Paragraphs after the intro: orp-translation key and English default of each. */
  more?: readonly (readonly [string, string])[];
}

/**
 * A page of the route table that is only a message (about, not found): heading and first
 * paragraph as its route content words them, so the prerendered shell shows the same heading,
 * then any further paragraphs and the way home.
 */
export function MessagePage({ titleId, content, more = [] }: MessagePageProps) {
  const { t } = useTranslation('orp-translation');
  const { heading, intro } = usePageText(content);
  return (
    <MessageScreen
      titleId={titleId}
      title={heading}
      paragraphs={[intro, ...more.map(([key, text]) => t(key, text))]}
      link={{ to: PATHS.home, label: t('buttons.goHome', 'Go to home page') }}
    />
  );
}
