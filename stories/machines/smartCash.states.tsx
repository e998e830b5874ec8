/**
 * The smartCash machine (machines/smartCash.machine.ts), one story per leaf state: generated from the
 * machine by .storybook/machineStates.ts, each reached by the model's shortest path
 * (tests/model/smartCash.spec.ts) and shown on the real SmartCashMethod (stories/machines/walletStates.tsx).
 */
import SmartCashMethod from '../../src/features/payment/methods/smartcash/SmartCashMethod.tsx';
import { smartCashSpec } from '../../tests/model/smartCash.spec.ts';
import { walletMeta, walletStates } from './walletStates.tsx';
import '../../src/styles/index.css';
import '../../src/forms/theme/forms.css';

export default walletMeta('smartCash');

export const states = walletStates(smartCashSpec, 'smartcash', SmartCashMethod, 'smartcash');
