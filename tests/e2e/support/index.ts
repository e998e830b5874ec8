/** Everything an e2e test file needs: `import { test, expect, ... } from './support/index.ts'`. */
export { test, expect } from './fixtures.ts';
export { openBrowser, mobileViewport, assertChromiumInstalled, chromiumPath } from './browser.ts';
export {
  newPage,
  pageLog,
  withoutScripts,
  storageSnapshot,
  type OpenedPage,
  type PageLog,
  type StorageSnapshot,
} from './page.ts';
export { expectNoAxeViolations, formatViolations, wcagTags } from './axe.ts';
export {
  resetSandbox,
  setSandboxConfig,
  injectFault,
  sandboxTransactions,
  sandboxForms,
  sandboxAirtime,
  answerMpesaPush,
  publishPair,
  type SandboxFault,
} from './sandbox.ts';
export { expectVisible, expectHidden } from './see.ts';
export {
  main,
  activate,
  appTookOver,
  expectHeading,
  openPage,
  openPrepaid,
  fillNumber,
  expectBelowMinimum,
  typeCode,
} from './screen.ts';
export {
  sessions,
  givenPayment,
  startPayment,
  fillCard,
  atGateway,
  payBySelcom,
  expectStatusHeading,
} from './payment.ts';
export { patiently, switchToSwahili } from './language.ts';
