/** The portal config (`resource/v1/config`) handlers answer with, as sandbox-test-data.md fixes it. */
import { seedConfig } from '../../sandbox/seed/config.ts';

export const testConfig = { ...seedConfig, payStackConfig: '{"key":"pk_test"}' };
