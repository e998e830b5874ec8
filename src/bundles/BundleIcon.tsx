import type { BundleIcon as IconName } from './bundles.ts';

/** 24x24 stroke paths per icon family: small inline SVG, no icon font to download. */
const PATHS: Record<IconName, string[]> = {
  data: ['M4 18h2v-3H4z', 'M9 18h2v-6H9z', 'M14 18h2V9h-2z', 'M19 18h2V5h-2z'],
  sms: ['M4 5h16v11H9l-5 4z', 'M8 9h8', 'M8 12h5'],
  international: [
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z',
    'M3 12h18',
    'M12 3c3 3 3 15 0 18',
    'M12 3c-3 3-3 15 0 18',
  ],
  roaming: ['M3 14l18-7-5 13-3-5z', 'M13 15l-3 5'],
  combo: ['M4 4h7v7H4z', 'M13 4h7v7h-7z', 'M4 13h7v7H4z', 'M13 13h7v7h-7z'],
  voice: ['M6 3h4l2 5-3 2a11 11 0 0 0 5 5l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 4 5a2 2 0 0 1 2-2z'],
};

/** The category icon of a bundle card; decorative, the card's text says what the bundle is. */
export function BundleIcon({ name }: { name: IconName }) {
  return (
    <svg
      className={`bundle-icon bundle-icon--${name}`}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
