import { useTranslation } from 'react-i18next';
import { HELP_CONTENT } from '../../app/routeContent.ts';
import { RoutePage } from '../../app/RoutePage.tsx';
import { HelpCentre, HelpCentreSkeleton } from './HelpCentre.tsx';
import { useHelpContent } from './useHelpContent.ts';

/** /gethelp: the help centre. */
export function Component() {
  const { t } = useTranslation('getHelp-translation');
  const content = useHelpContent();
  if (content.status === 'loading') return <HelpCentreSkeleton />;
  if (content.status === 'error') {
    return (
      <RoutePage className="help" content={HELP_CONTENT}>
        <p role="alert">{t('error', 'Help topics could not be loaded. Please try again later.')}</p>
      </RoutePage>
    );
  }
  return (
    <HelpCentre entries={content.entries} links={content.links} reloadFaqs={content.reloadFaqs} />
  );
}

export default Component;
