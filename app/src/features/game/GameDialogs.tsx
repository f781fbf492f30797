import type { Provider } from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import { Button, LinkButton } from '@dokkham/ui/Button';
import { Dialog, DialogClose } from '@dokkham/ui/Dialog';
import { AlertIcon, GameIcon } from '@dokkham/ui/icons';

/** What the lobby says after a game was chosen (SPEC §2's game dialog). */
export type GameDialogState =
  /** The game's URL is ready but the new tab was blocked: open it here instead. */
  | { kind: 'blocked'; name: string; url: string }
  /** No credit with the provider (GAME_CANNOT_OPEN): please deposit. */
  | { kind: 'deposit'; name: string }
  /** Any other failure (GAME_NOT_FOUND, network...): its text. */
  | { kind: 'error'; name: string; message: string };

/**
 * The lobby's dialogs, in their own chunk (Radix Dialog): most visits never open one. 'View more
 * games' closes the dialog and leaves the player in the lobby.
 */
export default function GameDialogs({
  provider,
  state,
  onClose,
}: {
  provider: Provider;
  state: GameDialogState;
  onClose: () => void;
}) {
  const { t } = useTranslation(['game', 'common']);
  const viewMore = (
    <DialogClose>
      <Button variant="secondary" fullWidth>
        {t('game:viewMore')}
      </Button>
    </DialogClose>
  );
  const common = { open: true, onOpenChange: (open: boolean) => !open && onClose(), size: 'sm' as const };
  if (state.kind === 'blocked')
    return (
      <Dialog
        {...common}
        icon={<GameIcon />}
        title={t('game:popupBlockedTitle')}
        description={t('game:popupBlocked')}
        footer={
          <>
            {viewMore}
            {/* Same-tab fallback: the lobby is left for the game. */}
            <Button fullWidth onClick={() => window.location.assign(state.url)}>
              {t('game:playNamed', { name: state.name })}
            </Button>
          </>
        }
      />
    );
  if (state.kind === 'deposit')
    return (
      <Dialog
        {...common}
        role="alertdialog"
        icon={<AlertIcon />}
        iconTone="warning"
        title={t('game:cannotOpenTitle')}
        description={t('game:cannotOpen')}
        footer={
          <>
            {viewMore}
            <LinkButton href={`/player/deposit?provider=${provider}`} fullWidth>
              {t('game:depositTo', { provider: t(`common:provider.${provider}`) })}
            </LinkButton>
          </>
        }
      />
    );
  return (
    <Dialog
      {...common}
      role="alertdialog"
      icon={<AlertIcon />}
      iconTone="danger"
      title={t('game:cannotOpenTitle')}
      description={state.message}
      footer={viewMore}
    />
  );
}
