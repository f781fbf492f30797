/** `@dokkham/agency-kit/conformance`: the conformance check (see run.ts) and its report. */
export { runConformance, type CheckResult, type ConformanceOptions, type ConformanceReport, type Outcome, type Section } from './run';
export { renderTable, summary } from './report';
export { apiOrigin, main } from './cli';
export { badInputCases, baseCall } from './badInput';
