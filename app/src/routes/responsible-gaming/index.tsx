import { loadNamespaces } from '@dokkham/i18n';
import { createFileRoute } from '@tanstack/react-router';
import { ResponsibleGamingScreen } from '../../features/protection/ResponsibleGamingScreen';

/** Responsible gaming for everyone (guests too): what the tools are, 18+, where to get help. */
export const Route = createFileRoute('/responsible-gaming/')({
  staticData: { namespaces: ['protection'] },
  loader: ({ route }) => loadNamespaces(route.options.staticData?.namespaces ?? []),
  component: ResponsibleGamingScreen,
});
