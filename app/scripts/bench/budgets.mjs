// Budget checks: pure comparisons of measured values with BUDGET (config.mjs). The bench reports,
// it does not fail; these only say "ok" or "OVER" per number. Other kinds of goal (a ratio to a
// floor page measured in the same run, say) belong here beside them.

export const atMost = (value, limit) => value <= limit;
export const atLeast = (value, limit) => value >= limit;

/** Landing's initial JS (entry + landing route) within its budget. */
export const landingJsOk = (initialJs, budget) => atMost(initialJs, budget.landingInitialJs);

/** A lazy route's own JS (its chunk and what only it imports) within its budget. */
export const lazyRouteJsOk = (lazyJs, budget) => atMost(lazyJs, budget.lazyRouteJs);

/** The design system's whole CSS within its budget. */
export const uiCssOk = (css, budget) => atMost(css, budget.uiCss);

/** Lighthouse medians against the budgets, one flag per metric (keys as in the result file). */
export const lighthouseOk = (m, budget) => ({
  score: atLeast(m.score, budget.score),
  lcp: atMost(m.lcpMs, budget.lcpMs),
  cls: atMost(m.cls, budget.cls),
  tbt: atMost(m.tbtMs, budget.tbtMs),
});
