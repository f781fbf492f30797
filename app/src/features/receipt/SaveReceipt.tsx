import { queries } from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { DownloadIcon } from '@dokkham/ui/icons';
import { toast } from '@dokkham/ui/Toast';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { imageRows, receiptFileName } from './receiptImage';
import type { ReceiptLines } from './receiptModel';

/**
 * "Save as image": the receipt drawn on the device as a PNG (the drawing is its own lazy chunk),
 * in the page's font for the player's language, then shared (Web Share with the file) or
 * downloaded. A toast says when it was downloaded; the share sheet speaks for itself.
 */
export function SaveReceipt({ lines }: { lines: ReceiptLines }) {
  const { t } = useTranslation('receipt');
  const agency = useQuery({ ...queries.agencyInfo(), select: (info) => info.name }).data ?? '';
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const { drawReceipt, deliverReceipt } = await import('./drawReceipt');
      // The font the page is set in for this language (Lao's webfont included).
      const family = getComputedStyle(document.body).fontFamily;
      const blob = await drawReceipt(imageRows(lines, agency), family);
      const outcome = await deliverReceipt(blob, receiptFileName(lines.code), lines.title);
      if (outcome === 'downloaded') toast({ title: t('saved') });
    } catch {
      toast({ variant: 'destructive', title: t('saveFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" icon={<DownloadIcon />} loading={busy} onClick={() => void save()}>
      {t('save')}
    </Button>
  );
}
