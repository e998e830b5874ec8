import { useTranslation } from 'react-i18next';
import { MessageScreen } from '../../ui/MessageScreen.tsx';

/** The /page-not-found page. */
export function Component() {
  const { t } = useTranslation('orp-translation');
  return (
    <MessageScreen
      titleId="not-found-title"
      title={t('notFound.heading', 'Page not found')}
      paragraphs={[t('notFound.body', 'The page you are looking for does not exist or has moved.')]}
      link={{ to: '/', label: t('buttons.goHome', 'Go to home page') }}
    />
  );
}

export default Component;
