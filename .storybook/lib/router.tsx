// A TanStack Router around app feature stories: feature screens use <Link>, useNavigate and
// useSearch, which need a router. A memory history starts at `parameters.router.initialPath`; the
// root route renders the story itself, and an index and a catch-all child make every path match, so links
// and navigations in play functions work without the app's route tree.
import type { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { createContext, useContext, type ReactNode } from 'react';

/** What the app's routes receive as router context (app/src/routerContext.ts). */
export interface StoryRouterContext {
  queryClient: QueryClient;
}

export interface RouterParameter {
  /** Path (with search and hash) the memory history starts at. Default '/'. */
  initialPath?: string;
}

const StorySlot = createContext<ReactNode>(null);

function RenderStory() {
  return <>{useContext(StorySlot)}</>;
}

const rootRoute = createRootRouteWithContext<StoryRouterContext>()({ component: RenderStory });
const home = createRoute({ getParentRoute: () => rootRoute, path: '/' });
const anyPath = createRoute({ getParentRoute: () => rootRoute, path: '$' });
const routeTree = rootRoute.addChildren([home, anyPath]);

/**
 * Creates and loads a router for one story (in a loader, so the first render already has its
 * matches and screenshots never catch a half-mounted router).
 */
export async function createStoryRouter(initialPath: string, context: StoryRouterContext): Promise<AnyRouter> {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [initialPath] }),
    context,
    // Preloading on hover would fetch in the middle of a play function or a screenshot.
    defaultPreload: false,
  });
  await router.load();
  return router;
}

export function StoryRouter({ router, children }: { router: AnyRouter; children: ReactNode }) {
  return (
    <StorySlot.Provider value={children}>
      <RouterProvider router={router} />
    </StorySlot.Provider>
  );
}
