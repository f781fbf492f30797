export { Toaster, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD, type ToasterProps } from './Toast';
export {
  dismissToast,
  resetToasts,
  toast,
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToastAction,
  type ToastData,
  type ToastHandle,
  type ToastOptions,
  type ToastVariant,
} from './toastStore';
