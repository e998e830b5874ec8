import { useLocation } from 'react-router-dom';
import { HbbLeadPage } from './HbbLeadPage.tsx';
import { LeadStatusPage } from './LeadStatusPage.tsx';

/** /hbb-lead (the lead page) and /hbb-lead-status (the lead status page): one chunk, two screens. */
export function Component() {
  const { pathname } = useLocation();
  return /\/hbb-lead-status\/?$/.test(pathname) ? <LeadStatusPage /> : <HbbLeadPage />;
}

export default Component;
