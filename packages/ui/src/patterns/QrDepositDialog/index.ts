// Its own entry: the QR encoder (uqr) comes with it. Load it lazily:
//   const QrDepositDialog = lazy(() => import('@dokkham/ui/QrDepositDialog').then((m) => ({ default: m.QrDepositDialog })));
export { QrDepositDialog, type QrDepositDialogProps } from './QrDepositDialog';
export { QrCode, type QrCodeProps } from './QrCode';
export { secondsLeft, useCountdown, type CountdownOptions, type Instant } from './countdown';
