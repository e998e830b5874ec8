import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router-dom';

function titleOf(handle: unknown): { titleKey: string; title: string } | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  const { titleKey, title } = handle as Record<string, unknown>;
  return typeof titleKey === 'string' && typeof title === 'string'
    ? { titleKey, title }
    : undefined;
}

/** The "coming soon" screen of routes whose feature is not built yet; titled after its route. */
export function Component() {
  const { t } = useTranslation('orp-translation');
  const matches = useMatches();
  const handle = matches
    .map((match) => titleOf(match.handle))
    .filter(Boolean)
    .pop();
  return (
    <section className="placeholder-screen" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">
        {handle ? t(handle.titleKey, handle.title) : t('placeholder.title', 'Coming soon')}
      </h1>
      <p>{t('placeholder.body', 'This page is coming soon.')}</p>
      <Link to="/">{t('buttons.goHome', 'Go to home page')}</Link>
    </section>
  );
}

export default Component;
