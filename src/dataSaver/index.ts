/** Data-saver mode (SAVE-*): the decision, its hook and the one deferring wrapper. */
export { Deferred, type DeferredKind, type DeferredProps } from './Deferred.tsx';
export { useDataSaver } from './useDataSaver.ts';
export {
  applyOverrideFromUrl,
  dataSaverActive,
  isDataSaver,
  setDataSaverOverride,
  subscribeDataSaver,
  SLOW_EFFECTIVE_TYPES,
  type ConnectionInfo,
  type DataSaverOverride,
} from './dataSaver.ts';
