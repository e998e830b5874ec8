/**
 * The airtime machine (machines/airtime.machine.ts), one story per leaf state: generated from the
 * machine by .storybook/machineStates.ts, each reached by the model's shortest path
 * (tests/model/airtime.spec.ts) and shown on the real AirtimeMethod (stories/machines/walletStates.tsx).
 */
import AirtimeMethod from '../../src/features/payment/methods/airtime/AirtimeMethod.tsx';
import { airtimeSpec } from '../../tests/model/airtime.spec.ts';
import { walletMeta, walletStates } from './walletStates.tsx';
import '../../src/styles/index.css';
import '../../src/forms/theme/forms.css';

export default walletMeta('airtime');

export const states = walletStates(airtimeSpec, 'airtime', AirtimeMethod, 'airtime');
