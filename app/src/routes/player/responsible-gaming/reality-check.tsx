import { createFileRoute } from '@tanstack/react-router';
import { protectionSettingsRoute } from '../../../features/protection/settingsRoute';
import { RealityCheckScreen } from '../../../features/protection/RealityCheckScreen';

/** The reality-check interval. */
export const Route = createFileRoute('/player/responsible-gaming/reality-check')({
  ...protectionSettingsRoute,
  component: RealityCheckScreen,
});
