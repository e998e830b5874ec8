/** Shared presentational parts of the portal. */
export { Button, type ButtonProps, type ButtonVariant } from './Button.tsx';
export { Spinner, type SpinnerProps } from './Spinner.tsx';
export { Skeleton, type SkeletonProps } from './Skeleton.tsx';
export { Logo, type LogoProps } from './Logo.tsx';
export { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay.tsx';
export { DetailList, type DetailListProps } from './DetailList.tsx';
export { MessageScreen, type MessageScreenProps } from './MessageScreen.tsx';
export { Modal, type ModalProps } from './Modal.tsx';
export { lockScroll } from './scrollLock.ts';
export { Toast, type ToastProps } from './Toast.tsx';
export { ToastProvider, type ToastProviderProps } from './ToastProvider.tsx';
export {
  useToast,
  TOAST_DURATION_MS,
  PAYMENT_TOAST_DURATION_MS,
  type ToastApi,
  type ToastOptions,
  type ToastType,
  type ToastEntry,
} from './toastContext.ts';
export { formatMoney } from './formatMoney.ts';
