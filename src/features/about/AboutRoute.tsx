import { MessagePage } from '../../app/MessagePage.tsx';
import { ABOUT_CONTENT } from '../../app/routeContent.ts';

/** What the page says after its intro (orp-translation key, English default). */
const SERVICES = [
  'about.services',
  'Recharge prepaid lines, pay postpaid and fixed-internet bills, buy data bundles, get help and find a shop near you.',
] as const;

/** The About page; also what any unknown path shows (ROUTE-2). Texts from orp-translation. */
export function Component() {
  return <MessagePage titleId="about-title" content={ABOUT_CONTENT} more={[SERVICES]} />;
}

export default Component;
