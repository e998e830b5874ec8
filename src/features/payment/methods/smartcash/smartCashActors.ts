/** The real calls of SmartCash: OTP, authorised initiation (id + encryption key), PIN, status. */
import { smartCashMachine } from '../../../../../machines/smartCash.machine.ts';
import { pinFlowActors, walletActors, type WalletDeps } from '../shared/walletActors.ts';

/** SmartCash's option code, used as its payment mode. */
export const SMARTCASH_MODE = 'SMARTCASH_SECURE';

/** The SmartCash machine with real calls; side-effect actions are added by the screen. */
export function smartCashWithCalls(deps: WalletDeps) {
  return smartCashMachine.provide({
    actors: {
      ...pinFlowActors(deps, 'smartcash'),
      ...walletActors(deps, { tracking: 'smartcash', type: 'smartcash', token: 'required' }),
    },
  });
}
