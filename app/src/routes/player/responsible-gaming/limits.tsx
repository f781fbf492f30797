import { createFileRoute } from '@tanstack/react-router';
import { protectionSettingsRoute } from '../../../features/protection/settingsRoute';
import { LimitsScreen } from '../../../features/protection/LimitsScreen';

/** Deposit limits: daily, weekly, monthly in kip; a raise waits 24 hours. */
export const Route = createFileRoute('/player/responsible-gaming/limits')({
  ...protectionSettingsRoute,
  component: LimitsScreen,
});
