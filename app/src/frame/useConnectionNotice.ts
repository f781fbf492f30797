import { useTranslation } from '@dokkham/i18n';
import { toast, type ToastHandle } from '@dokkham/ui/Toast';
import { useEffect, useRef } from 'react';
import { useOnline } from './useOnline';

/**
 * Says when the connection drops, at once and for as long as it lasts (a toast that stays), and
 * when it comes back, rather than letting the player find out from an action that fails. Part of
 * the frame's lazy chunk: nothing to say before the page is there.
 */
export function useConnectionNotice(): void {
  const { t } = useTranslation('common');
  const online = useOnline();
  const shown = useRef<ToastHandle | null>(null);
  useEffect(() => {
    if (!online && !shown.current) {
      shown.current = toast({ variant: 'destructive', title: t('network.offline'), duration: Number.POSITIVE_INFINITY });
    } else if (online && shown.current) {
      shown.current.dismiss();
      shown.current = null;
      toast({ variant: 'success', title: t('network.online') });
    }
  }, [online, t]);
}
