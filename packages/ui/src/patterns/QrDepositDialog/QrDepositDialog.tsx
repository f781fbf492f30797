import { useFormat, useTranslation } from '@dokkham/i18n';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/ConfirmDialog';
import { Link } from '../../primitives/Link/Link';
import { Dialog, DialogClose } from '../../primitives/Dialog/Dialog';
import { AlertIcon, CheckCircleIcon, CheckIcon, ClockIcon, CopyIcon, DownloadIcon, InfoIcon, PlusIcon } from '../../primitives/icons/icons';
import { cx } from '../../internal/cx';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { visuallyHidden } from '../../theme/utilities.css';
import { useCountdown, type Instant } from './countdown';
import { QrCode } from './QrCode';
import { qrMatrix } from './qrMatrix';
import { saveQrImage } from './saveQrImage';
import * as s from './QrDepositDialog.css';

export interface QrDepositDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The order code (transaction id). */
  code: string;
  /** The EMVCo payload of the order's Lao QR. */
  payload: string;
  /** What to pay, in LAK (decimal string). */
  amount: string;
  /** The credit the player receives, in THB (decimal string; total with any promotion credit). */
  credit: string;
  /** Order status as the api parsed it, upper-case (OPEN, PAID, SUCCESS, FAILED, CANCELED, REJECTED...). */
  status: string;
  /** When the QR stops being payable (server time). */
  expiresAt: Instant;
  /** The server's time in the same answer: the countdown follows the server, not the device clock. */
  serverTime?: Instant;
  /** A controlled clock (server time, epoch ms), for stories and tests; no timer runs then. */
  now?: number;
  /** The receiving merchant as the bank app will show it. */
  merchantName?: string;
  /** Copies the code; the clipboard by default. "Copied" shows when it resolves. */
  onCopyCode?: (code: string) => void | Promise<unknown>;
  /** "I have paid": ask the backend to check the payment. */
  onRecheck: () => void;
  /** The recheck is in flight. */
  rechecking?: boolean;
  /** The last recheck found no payment: "order not paid yet, scan the QR to pay". */
  notPaid?: boolean;
  /** Create a new order (after expiry or when the order is closed). */
  onNewOrder: () => void;
  /**
   * Cancel confirmed (after the SPEC §4 warning). A promise keeps the confirmation busy until it
   * settles; it closes on success and stays open on failure.
   */
  onCancelOrder: () => void | Promise<unknown>;
  /** Called once when the countdown reaches zero. */
  onExpire?: () => void;
  /** The order's receipt: linked ("View receipt") once the order can no longer be paid. */
  receiptHref?: string;
  /** "Report a problem" (the app's link to the agency's support), under the order's facts. */
  reportProblem?: ReactNode;
}

const COPIED_MS = 2000;
/** The countdown turns amber in the last minute. */
const HURRY_SECONDS = 60;

/**
 * The deposit QR (SPEC §2, §4): the Lao QR of an open order with the amount in LAK and the credit
 * in THB, the order code with copy, a countdown from the server's expiry that stops at zero and
 * then offers a new order, the order status, "save QR image", "I have paid" (recheck) and cancel
 * with the warning to check the payment first. Keep it in its own chunk (React.lazy): it pulls
 * the QR encoder.
 */
export function QrDepositDialog({
  open,
  onOpenChange,
  code,
  payload,
  amount,
  credit,
  status,
  expiresAt,
  serverTime,
  now,
  merchantName,
  onCopyCode,
  onRecheck,
  rechecking = false,
  notPaid = false,
  onNewOrder,
  onCancelOrder,
  onExpire,
  receiptHref,
  reportProblem,
}: QrDepositDialogProps) {
  const { t } = useTranslation(['deposit', 'errors', 'ui', 'receipt']);
  const format = useFormat();
  const codeId = useId();
  const codeLabelId = useId();
  const left = useCountdown({ expiresAt, serverTime, now, onExpire });
  const [copied, setCopied] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const copiedTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(copiedTimer.current), []);

  const isOpen = status === 'OPEN';
  const expired = isOpen && left === 0;
  const payable = isOpen && !expired;
  const closed = status === 'CANCELED' || status === 'FAILED' || status === 'REJECTED';

  const copy = async () => {
    try {
      await (onCopyCode ? onCopyCode(code) : navigator.clipboard.writeText(code));
      setCopied(true);
      window.clearTimeout(copiedTimer.current);
      copiedTimer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      // No clipboard (permissions, old WebView): select the code so the player can copy it.
      const node = document.getElementById(codeId);
      if (node) window.getSelection()?.selectAllChildren(node);
    }
  };

  type Notice = { tone: keyof typeof s.noticeTone; icon: ReactNode; text: string };
  /**
   * An order that can no longer be paid has no QR at all, not a dimmed one: a phone's decoder reads
   * a dimmed code whole, and a player could pay an order that no longer exists. Its place says what
   * happened and the next step; the dialog's title says what happened.
   */
  const ended = ((): (Notice & { title: string }) | null => {
    if (status === 'SUCCESS') return { tone: 'success', icon: <CheckCircleIcon size="2rem" />, title: t('qr.successTitle'), text: t('qr.success', { value: format.credit(credit) }) };
    if (status === 'PAID') return { tone: 'success', icon: <CheckCircleIcon size="2rem" />, title: t('qr.paidTitle'), text: t('qr.paidNotice') };
    if (status === 'CANCELED') return { tone: 'neutral', icon: <InfoIcon size="2rem" />, title: t('qr.canceled'), text: t('qr.nextNewOrder') };
    if (closed) return { tone: 'critical', icon: <AlertIcon size="2rem" />, title: t('qr.cannotDeposit'), text: t('qr.nextNewOrder') };
    if (expired) return { tone: 'warning', icon: <ClockIcon size="2rem" />, title: t('qr.expired'), text: t('qr.nextNewOrder') };
    if (!isOpen) return { tone: 'neutral', icon: <InfoIcon size="2rem" />, title: t('qr.title'), text: t('qr.nextNewOrder') };
    return null;
  })();
  const notice = ((): Notice | null => {
    if (ended) return null;
    if (rechecking) return { tone: 'neutral', icon: <InfoIcon />, text: t('qr.checking') };
    if (notPaid) return { tone: 'warning', icon: <AlertIcon />, text: t('qr.notPaid') };
    return null;
  })();

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={ended?.title ?? t('qr.title')}
      // Ended: what to do next, shown in the QR's place (described, not repeated on screen).
      description={ended?.text ?? t('qr.instructions')}
      hideDescription={Boolean(ended)}
      footer={
        <>
          {isOpen ? (
            <Button variant="ghost" className={s.cancel} onClick={() => setConfirmCancel(true)}>
              {t('qr.cancel')}
            </Button>
          ) : null}
          {isOpen || status === 'PAID' ? (
            // Paid: checking again is secondary, closing is the way on.
            <Button variant={expired || status === 'PAID' ? 'secondary' : 'primary'} loading={rechecking} icon={<CheckIcon />} onClick={onRecheck}>
              {t('qr.paid')}
            </Button>
          ) : null}
          {status === 'SUCCESS' || status === 'PAID' ? (
            <DialogClose>
              <Button>{t('ui:close')}</Button>
            </DialogClose>
          ) : null}
          {expired || closed ? (
            <Button icon={<PlusIcon />} onClick={onNewOrder}>
              {t('qr.newOrder')}
            </Button>
          ) : null}
        </>
      }
    >
      <div className={s.layout}>
        {/* First in reading order and on phones: what to pay. */}
        <dl className={s.amountFact}>
          <dt className={s.term}>{t('qr.amount')}</dt>
          <dd className={s.amount}>{format.money(amount, 'LAK')}</dd>
        </dl>
        <div className={s.qrColumn}>
          {payable ? (
            // Its payload still on its way: the card's place, kept empty (no code of nothing).
            <div className={s.qrFrame}>
              {payload ? <QrCode payload={payload} label={t('qr.alt', { code })} className={s.qr} /> : <div className={s.qrPending} />}
            </div>
          ) : ended ? (
            <div className={cx(s.ended, s.noticeTone[ended.tone])}>
              <span className={s.endedIcon} aria-hidden="true">
                {ended.icon}
              </span>
              <p className={s.endedText}>{ended.text}</p>
              {receiptHref ? (
                <Link href={receiptHref} variant="standalone">
                  {t('receipt:view')}
                </Link>
              ) : null}
            </div>
          ) : null}
          {merchantName && payable ? <p className={s.merchant}>{merchantName}</p> : null}
          <div className={s.qrMeta}>
            {isOpen ? (
              <p role="timer" className={cx(s.timer, left <= HURRY_SECONDS && s.timerHurry, expired && s.timerOver)}>
                <ClockIcon />
                <span>{expired ? t('qr.expired') : t('qr.expiresIn', { time: format.duration(left) })}</span>
              </p>
            ) : null}
            {payable ? (
              // Busy (focusable, inert) until the payload is there: nothing to save of a code not drawn.
              <Button
                variant="secondary"
                size="sm"
                icon={<DownloadIcon />}
                loading={!payload}
                onClick={() => {
                  if (payload) void saveQrImage(qrMatrix(payload), `dokkham-${code}`);
                }}
              >
                {t('qr.saveImage')}
              </Button>
            ) : null}
          </div>
        </div>
        <div className={s.details}>
          <dl className={s.facts}>
            <div className={s.fact}>
              <dt className={s.term}>{t('qr.credit')}</dt>
              <dd className={s.value}>{format.credit(credit)}</dd>
            </div>
            <div className={s.fact}>
              <dt id={codeLabelId} className={s.term}>
                {t('qr.orderCode')}
              </dt>
              <dd className={s.codeRow}>
                <code id={codeId} className={s.code}>
                  {code}
                </code>
                <Button
                  variant="ghost"
                  size="sm"
                  icon={copied ? <CheckIcon /> : <CopyIcon />}
                  // Named by its visible text ("Copy"), described by the field it copies.
                  aria-describedby={codeLabelId}
                  onClick={() => void copy()}
                >
                  {copied ? t('qr.copied') : t('qr.copy')}
                </Button>
              </dd>
            </div>
            <div className={s.fact}>
              <dt className={s.term}>{t('qr.status')}</dt>
              <dd>
                <StatusBadge status={status} />
              </dd>
            </div>
          </dl>
          {reportProblem}
          {/* Polite announcements: copy feedback and every change of the notice below. */}
          <output className={visuallyHidden}>{copied ? t('qr.copied') : ''}</output>
          <output className={s.noticeSlot}>
            {/* An order that ended is announced here; its text is on screen in the QR's place. */}
            {ended ? <span className={visuallyHidden}>{`${ended.title}. ${ended.text}`}</span> : null}
            {notice ? (
              <span className={cx(s.notice, s.noticeTone[notice.tone])}>
                <span className={s.noticeIcon} aria-hidden="true">
                  {notice.icon}
                </span>
                {notice.text}
              </span>
            ) : null}
          </output>
        </div>
      </div>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        tone="danger"
        title={t('qr.cancelTitle')}
        description={t('qr.cancelWarning')}
        confirmLabel={t('qr.cancelConfirm')}
        cancelLabel={t('qr.keep')}
        onConfirm={onCancelOrder}
      />
    </Dialog>
  );
}
