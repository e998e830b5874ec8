/** The real calls of MPESA: initiate, process with mode MPESA (no PIN), status polls. */
import { mpesaMachine } from '../../../../../machines/mpesa.machine.ts';
import { walletActors, type WalletDeps } from '../shared/walletActors.ts';

/** MPESA's payment mode (WAL-14). */
export const MPESA_MODE = 'MPESA';

/** The MPESA machine with real calls; side-effect actions are added by the screen. */
export function mpesaWithCalls(deps: WalletDeps) {
  return mpesaMachine.provide({
    actors: walletActors(deps, {
      tracking: 'mpesa',
      type: 'mpesa',
      mode: MPESA_MODE,
      token: 'none',
    }),
  });
}
