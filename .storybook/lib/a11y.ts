// The accessibility check of every story (axe-core through axe-playwright), shared by the story
// suite (visual/visual.spec.ts, once per mode on the render it photographs) and the test-runner
// (test-runner.ts, against a running `pnpm storybook`). Any violation fails the story.
import { injectAxe } from 'axe-playwright';
import type { Page } from 'playwright';

/** Storybook's own elements, always in the document (the same exclusions as addon-a11y). */
const STORYBOOK_ELEMENTS = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

/** Storybook's `parameters.a11y`, the parts this check honours. */
export interface A11yParameter {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  config?: { rules?: { id: string; enabled?: boolean }[] };
  options?: Record<string, unknown>;
  context?: string | { include?: unknown; exclude?: unknown };
}

/** Whether the story opted out (the documented Storybook opt-outs; a story using one says why). */
export const a11ySkipped = (a11y: A11yParameter): boolean => a11y.disable === true || a11y.test === 'off';

/**
 * axe over the whole document (portalled dialogs and menus included) as it is now. Returns the
 * violations as readable lines (rule, impact, help, the offending elements); [] when clean.
 */
export async function accessibilityViolations(page: Page, a11y: A11yParameter): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  const own = typeof a11y.context === 'object' ? a11y.context : undefined;
  const context = {
    include: (typeof a11y.context === 'string' ? [a11y.context] : (own?.include as string[] | undefined)) ?? ['body'],
    exclude: [...STORYBOOK_ELEMENTS, ...((own?.exclude as string[] | undefined) ?? [])],
  };
  const rules = [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])];
  // One round trip (reset, configure, run, summarise) instead of three, and only the violations
  // collected: axe otherwise gathers every passing node too, which the suite never reads.
  return page.evaluate(
    async ({ context, rules, options }) => {
      const axe = window.axe;
      axe.reset();
      axe.configure({ rules } as never);
      type Violation = { id: string; impact?: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] };
      const { violations } = (await axe.run(context as never, { ...options, resultTypes: ['violations'] })) as { violations: Violation[] };
      return violations.map(
        (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`.replace(/\n/g, ' ')).join('\n')}`,
      );
    },
    { context, rules, options: (a11y.options ?? {}) as Record<string, unknown> },
  );
}
