import { Navigate, Outlet, useLocation } from 'react-router-dom';
import './payment.css';
import { PATHS } from '../../routes/paths.ts';

/**
 * /payment/*: the payment shell around the start and status pages. /payment alone has nothing
 * of its own and goes to /payment/start.
 */
export function Component() {
  const { pathname } = useLocation();
  if (/^\/payment\/?$/.test(pathname)) return <Navigate to={PATHS.paymentStart} replace />;
  return (
    <div className="payment-shell">
      <Outlet />
    </div>
  );
}

export default Component;
