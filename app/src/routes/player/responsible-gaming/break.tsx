import { createFileRoute } from '@tanstack/react-router';
import { protectionSettingsRoute } from '../../../features/protection/settingsRoute';
import { BreakScreen } from '../../../features/protection/BreakScreen';

/** Take a break: 24 hours to 6 weeks, confirmed once. */
export const Route = createFileRoute('/player/responsible-gaming/break')({
  ...protectionSettingsRoute,
  component: BreakScreen,
});
