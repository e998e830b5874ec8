/** The real calls of mobile money: OTP (with username and mode), initiate, push process, PIN, status. */
import { mobileMoneyMachine } from '../../../../../machines/mobileMoney.machine.ts';
import { pinFlowActors, walletActors, type WalletDeps } from '../shared/walletActors.ts';

/** The mobile-money machine with real calls; side-effect actions are added by the screen. */
export function mobileMoneyWithCalls(deps: WalletDeps) {
  return mobileMoneyMachine.provide({
    actors: {
      ...pinFlowActors(deps, 'mobile_money'),
      // The PIN variant initiates with the OTP's token; the push variant has none.
      ...walletActors(deps, { tracking: 'mobile_money', type: 'AM', token: 'ifAny' }),
    },
  });
}
