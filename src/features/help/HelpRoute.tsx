import { useTranslation } from 'react-i18next';
import { HelpCentre, HelpCentreSkeleton } from './HelpCentre.tsx';
import { useHelpContent } from './useHelpContent.ts';

/** /gethelp: the help centre. */
export function Component() {
  const { t } = useTranslation('getHelp-translation');
  const content = useHelpContent();
  if (content.status === 'loading') return <HelpCentreSkeleton />;
  if (content.status === 'error') {
    return (
      <section className="page help">
        <h1>{t('title', 'How can we help you?')}</h1>
        <p role="alert">{t('error', 'Help topics could not be loaded. Please try again later.')}</p>
      </section>
    );
  }
  return (
    <HelpCentre entries={content.entries} links={content.links} reloadFaqs={content.reloadFaqs} />
  );
}

export default Component;
