// The story parameters this Storybook understands beyond Storybook's own (documented in the README, QA section).
import type { Mode, ModeName } from '../modes';
import type { RouterParameter } from './router';
import type { ScenarioParameter } from './msw';

/** Chromatic's parameter, read by the local visual suite too. */
export interface ChromaticParameter {
  /** Defaults to every mode of modes.ts; switch single ones off with `{ 'lo-desktop': { disable: true } }`. */
  modes?: Partial<Record<ModeName, Mode | { disable: true }>>;
  /** Last resort for a story that cannot be deterministic: no screenshot, locally or on Chromatic. */
  disableSnapshot?: boolean;
  /** Required with disableSnapshot: why this story cannot be deterministic. */
  reason?: string;
  cropToViewport?: boolean;
  delay?: number;
  diffThreshold?: number;
}

declare module 'storybook/internal/csf' {
  interface Parameters {
    /**
     * A TanStack Router around the story (memory history). On for stories under app/src, off for
     * the design system; `false` switches it off, an object switches it on.
     */
    router?: RouterParameter | false;
    /** Scenario(s) of @dokkham/mocks the story's mock backend starts in, e.g. 'openOrder' or ['signedIn', 'slowNetwork']. */
    scenario?: ScenarioParameter;
    chromatic?: ChromaticParameter;
  }
}
