import type { Provider } from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import { getRouteApi } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../Placeholder';

/** PLACEHOLDER game pages, one per provider route, until the screens issue. */
function GameScreen({ provider, tab }: { provider: Provider; tab?: string | undefined }) {
  const { t } = useTranslation(['game', 'common']);
  return (
    <ScreenPlaceholder title={t(`game:title.${provider}`)}>
      {tab && <p>{t(`common:category.${tab.toLowerCase()}`)}</p>}
    </ScreenPlaceholder>
  );
}

const askmebet = getRouteApi('/player/game/askmebet');

export const AlphabetScreen = () => <GameScreen provider="alphabet" />;
export const GclubScreen = () => <GameScreen provider="gclub" />;
export const GclubLiveScreen = () => <GameScreen provider="gclub_live" />;
export function AskmebetScreen() {
  const { tab } = askmebet.useSearch();
  return <GameScreen provider="askmebet" tab={tab ?? 'Slot'} />;
}
