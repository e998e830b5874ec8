import { useId } from 'react';
import { Deferred } from '../../dataSaver/Deferred.tsx';
import type { HbbDevice } from './hbbConfig.ts';
import { useHbbText } from './useHbbText.ts';

/** A simple router drawing, shown when the device has no picture. */
function RouterIcon() {
  return (
    <svg className="hbb-device__icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect
        x="8"
        y="30"
        width="48"
        height="20"
        rx="4"
        fill="currentColor"
        opacity="0.15"
        stroke="currentColor"
        strokeWidth="2"
      />
      <line
        x1="18"
        y1="30"
        x2="14"
        y2="10"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <line
        x1="46"
        y1="30"
        x2="50"
        y2="10"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="20" cy="40" r="2.5" fill="currentColor" />
      <circle cx="30" cy="40" r="2.5" fill="currentColor" />
      <circle cx="40" cy="40" r="2.5" fill="currentColor" />
    </svg>
  );
}

/** The device card: picture, name, tagline and the feature list. */
export function DeviceCard({ device }: { device: HbbDevice }) {
  const { text } = useHbbText();
  const headingId = useId();
  const featuresId = useId();
  return (
    <section className="hbb-card hbb-device" aria-labelledby={headingId}>
      {device.image?.src ? (
        // The CMS picture is decorative weight on a slow line: held back in data-saver mode (SAVE-5).
        <Deferred kind="image" label={device.image.alt}>
          <img className="hbb-device__image" src={device.image.src} alt={device.image.alt} />
        </Deferred>
      ) : (
        <RouterIcon />
      )}
      <div>
        <p className="hbb-card__eyebrow">{text('device.heading', 'Your device')}</p>
        <h2 id={headingId}>{device.name}</h2>
        {device.tagline ? <p>{device.tagline}</p> : null}
        {device.features.length > 0 ? (
          <>
            <h3 id={featuresId} className="hbb-device__features-title">
              {text('device.features', 'Features')}
            </h3>
            <ul aria-labelledby={featuresId} className="hbb-device__features">
              {device.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
