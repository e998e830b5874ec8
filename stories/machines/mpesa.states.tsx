/**
 * The mpesa machine (machines/mpesa.machine.ts), one story per leaf state: generated from the
 * machine by .storybook/machineStates.ts, each reached by the model's shortest path
 * (tests/model/mpesa.spec.ts) and shown on the real MpesaMethod (stories/machines/walletStates.tsx).
 */
import MpesaMethod from '../../src/features/payment/methods/mpesa/MpesaMethod.tsx';
import { mpesaSpec } from '../../tests/model/mpesa.spec.ts';
import { walletMeta, walletStates } from './walletStates.tsx';
import '../../src/styles/index.css';
import '../../src/forms/theme/forms.css';

export default walletMeta('mpesa');

export const states = walletStates(mpesaSpec, 'mpesa', MpesaMethod, 'mpesa');
