import { queries } from '@dokkham/api';
import { loadNamespaces } from '@dokkham/i18n';
import { createFileRoute } from '@tanstack/react-router';
import { SelfExclusionScreen } from '../../../features/protection/SelfExclusionScreen';

/** Self-exclusion: 6 months to 5 years, with the password and an explicit confirmation. */
export const Route = createFileRoute('/player/responsible-gaming/self-exclusion')({
  staticData: { namespaces: ['protection', 'errors', 'validation'] },
  loader: ({ context: { queryClient }, route }) =>
    Promise.all([
      loadNamespaces(route.options.staticData?.namespaces ?? []),
      queryClient.ensureQueryData(queries.protection()),
    ]).then(() => undefined),
  component: SelfExclusionScreen,
});
