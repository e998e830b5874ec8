import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { onlineState } from './onlineState.ts';
import { useOnlineStatus } from './useOnlineStatus.ts';
import { telHref, USSD_CODE_IDS, USSD_DEFAULTS } from './ussdCodes.ts';
import { OFFLINE_NS } from './offlineNamespace.ts';
import './offline.css';

/** OFF-8: the USSD codes as links that open the phone's dialler with the code filled in. */
function UssdCodes() {
  const { t } = useTranslation(OFFLINE_NS);
  return (
    <>
      {/* Not a heading: the banner comes before the page's own h1 and must not outrank it. */}
      <p className="offline-banner__heading" id="offline-codes">
        {t('ussd.heading', 'Dial a code')}
      </p>
      <ul className="offline-banner__codes" aria-labelledby="offline-codes">
        {USSD_CODE_IDS.map((id) => {
          const code = t(`ussd.${id}.code`, USSD_DEFAULTS[id].code);
          return (
            <li key={id}>
              <a className="offline-banner__code" href={telHref(code)}>
                <span>{t(`ussd.${id}.label`, USSD_DEFAULTS[id].label)}</span>{' '}
                <span className="offline-banner__dial">{code}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * OFF-5, OFF-7, OFF-8: says plainly that the phone is offline and what still works (the USSD
 * codes), then that it is back online. A status region: announced politely, never stealing focus
 * from a form being typed.
 */
export function OfflineBanner() {
  const { t } = useTranslation(OFFLINE_NS);
  const status = useOnlineStatus();
  // A11Y-3: the region is there, empty, while online, so going offline is read when it happens
  // (a status region added together with its words is often not read at all).
  return (
    <div role="status" className="offline-banner__region">
      {status === 'offline' ? (
        <section className="offline-banner offline-banner--offline" aria-labelledby="offline-title">
          <p id="offline-title" className="offline-banner__title">
            {t('banner.offline', 'You are offline')}
          </p>
          <p>
            {t(
              'banner.offlineBody',
              'Recharges, payments and number checks need the internet. You can still dial these codes from this phone:',
            )}
          </p>
          <UssdCodes />
        </section>
      ) : null}
      {status === 'backOnline' ? (
        <div className="offline-banner offline-banner--back">
          <p>
            {t(
              'banner.backOnline',
              'You are back online. Anything you typed is still there: send it when you are ready.',
            )}
          </p>
          <Button variant="secondary" onClick={() => onlineState().dismiss()}>
            {t('banner.dismiss', 'Dismiss')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
