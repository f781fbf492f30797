import { createFileRoute } from '@tanstack/react-router';
import { protectionSettingsRoute } from '../../../features/protection/settingsRoute';
import { SelfExclusionScreen } from '../../../features/protection/SelfExclusionScreen';

/** Self-exclusion: 6 months to 5 years, with the password and an explicit confirmation. */
export const Route = createFileRoute('/player/responsible-gaming/self-exclusion')({
  ...protectionSettingsRoute,
  component: SelfExclusionScreen,
});
