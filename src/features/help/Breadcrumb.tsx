import { useTranslation } from 'react-i18next';

/** Breadcrumb of a help view: Help centre › parent category › sub-category (the last is current). */
export function Breadcrumb({ trail }: { trail: readonly string[] }) {
  const { t } = useTranslation('faq-translation');
  const items = [t('home', 'Help centre'), ...trail.filter(Boolean)];
  return (
    <nav aria-label={t('breadcrumb', 'Breadcrumb')} className="help__breadcrumb">
      <ol className="inline-list">
        {items.map((item, index) => (
          <li
            key={`${index}-${item}`}
            aria-current={index === items.length - 1 ? 'location' : undefined}
          >
            {item}
          </li>
        ))}
      </ol>
    </nav>
  );
}
