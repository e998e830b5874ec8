/**
 * The payment routes as src/app/routes.tsx mounts them, plus a stand-in for every other page:
 * what the kit's test renderer and story component both put on a memory router.
 */
import type { RouteObject } from 'react-router-dom';
import { Component as MethodRoute } from '../start/MethodRoute.tsx';
import { Component as StartRoute } from '../start/PaymentStartRoute.tsx';
import { Component as StatusRoute } from '../status/PaymentStatusRoute.tsx';

const METHOD_PATHS = ['card', 'airtime', 'twiga-money', 'mpesa', 'smartcash'];

export function paymentRoutes(): RouteObject[] {
  return [
    {
      path: '/payment/start',
      Component: StartRoute,
      children: [
        { index: true, Component: MethodRoute },
        ...METHOD_PATHS.map((path) => ({ path, Component: MethodRoute })),
      ],
    },
    { path: '/payment/status', Component: StatusRoute },
    { path: '/payment/status/:id', Component: StatusRoute },
    { path: '*', element: <p>Another page of the portal</p> },
  ];
}
