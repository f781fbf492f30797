// Budget checks: pure comparisons of measured sizes with BUDGET (config.mjs). The bench reports,
// it does not fail; these only say "ok" or "OVER" per number. The timing goals, ratios to floor
// pages measured in the same run, are goals.mjs.

export const atMost = (value, limit) => value <= limit;
export const atLeast = (value, limit) => value >= limit;

/** Landing's initial JS (entry + landing route) within its budget. */
export const landingJsOk = (initialJs, budget) => atMost(initialJs, budget.landingInitialJs);

/** A lazy route's own JS (its chunk and what only it imports) within its budget. */
export const lazyRouteJsOk = (lazyJs, budget) => atMost(lazyJs, budget.lazyRouteJs);

/** The design system's whole CSS within its budget. */
export const uiCssOk = (css, budget) => atMost(css, budget.uiCss);
