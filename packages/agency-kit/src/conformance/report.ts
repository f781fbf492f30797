/**
 * The report: a table, one line per check (endpoint, what was checked, pass, fail or skip) and under
 * a failure one line per difference (where in the answer, expected, got); the same as JSON for an
 * agency's CI. Secrets (the password, the session cookie) are masked wherever they might appear.
 */
import type { CheckResult, ConformanceReport, Section } from './run';

const SECTIONS: Record<Section, string> = {
  session: 'Session',
  read: 'Read endpoints: every answer validated against the contract',
  'bad input': 'Bad input: a documented 4xx with a documented code',
  rules: 'Rules checked without moving money',
  money: 'Money (--money)',
};

export interface Style {
  color: boolean;
}

const paint = (on: boolean, code: string, text: string) => (on ? `\u001b[${code}m${text}\u001b[0m` : text);

/** Replaces every secret by *** (longest first, so a secret inside another is masked whole). */
export function mask(text: string, secrets: readonly string[]): string {
  return [...secrets]
    .filter((s) => s.length > 0)
    .sort((a, b) => b.length - a.length)
    .reduce((out, secret) => out.split(secret).join('***'), text);
}

export function resultLabel(check: CheckResult, style: Style): string {
  if (check.result === 'pass') return paint(style.color, '32', 'pass');
  if (check.result === 'fail') return paint(style.color, '31;1', 'FAIL');
  return paint(style.color, '33', 'skip');
}

export function renderTable(report: ConformanceReport, style: Style = { color: false }): string {
  const width = Math.max(8, ...report.checks.map((c) => c.endpoint.length));
  const lines: string[] = [];
  let section: Section | undefined;
  const order = Object.keys(SECTIONS);
  // Grouped by section, in the order they ran within each.
  const sorted = [...report.checks].sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
  for (const check of sorted) {
    if (check.section !== section) {
      section = check.section;
      lines.push('', paint(style.color, '1', SECTIONS[section]), `${'result'.padEnd(6)}  ${'endpoint'.padEnd(width)}  check`);
    }
    lines.push(`${resultLabel(check, style)}${' '.repeat(6 - 4)}  ${check.endpoint.padEnd(width)}  ${check.check}${check.note ? `  (${check.note})` : ''}`);
    for (const d of check.differences) lines.push(`${' '.repeat(8 + width + 2)}  ${d.path}: expected ${d.expected}, got ${d.got}`);
  }
  lines.push('', summary(report, style));
  return lines.join('\n');
}

export function summary(report: ConformanceReport, style: Style = { color: false }): string {
  const failed = report.failed ? paint(style.color, '31;1', `${report.failed} failed`) : '0 failed';
  const verdict = report.failed
    ? paint(style.color, '31;1', `${report.api} does NOT conform to the contract.`)
    : paint(style.color, '32;1', `${report.api} conforms to the contract${report.skipped ? ' (see the skipped checks)' : ''}.`);
  return `${report.passed} passed, ${failed}, ${report.skipped} skipped in ${(report.durationMs / 1000).toFixed(1)} s. ${verdict}`;
}
