// @vitest-environment node
// The layer rules of .oxlintrc.json (no-restricted-imports per folder) catch an upward import:
// probe files with one forbidden import each are written where that layer lives, linted with the
// project's config, and removed. A control probe with allowed imports must stay clean, so a rule
// that flags everything fails too.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tag = `layer-probe-${process.pid}`;

/** [layer, path of the probe, forbidden import] */
const forbidden = [
  ['ui imports api', `packages/ui/src/patterns/${tag}/probe.ts`, "import { queries } from '@dokkham/api';"],
  ['ui imports the router', `packages/ui/src/patterns/${tag}/probe.ts`, "import { Link } from '@tanstack/react-router';"],
  ['ui imports the query client', `packages/ui/src/primitives/${tag}/probe.ts`, "import { useQuery } from '@tanstack/react-query';"],
  ['a primitive imports a pattern', `packages/ui/src/primitives/${tag}/probe.ts`, "import { Navbar } from '../../patterns/Navbar/Navbar';"],
  ['the theme imports a component', `packages/ui/src/theme/${tag}/probe.ts`, "import { Button } from '../../primitives/Button/Button';"],
  ['the theme imports story support', `packages/ui/src/theme/${tag}/probe.ts`, "import * as layout from '../../stories/layout.css';"],
  ['a component imports story support', `packages/ui/src/patterns/${tag}/probe.ts`, "import { SOCIAL } from '../../stories/fixtures';"],
  ['the frame imports a feature', `app/src/frame/${tag}/probe.ts`, "import { LoginScreen } from '../../features/auth/LoginScreen';"],
  ['i18n imports the api client', `packages/i18n/src/${tag}/probe.ts`, "import { createApiClient } from '@dokkham/api/client';"],
  ['api imports ui', `packages/api/src/${tag}/probe.ts`, "import { Button } from '@dokkham/ui/Button';"],
  ['the mocks import i18n', `mocks/src/${tag}/probe.ts`, "import { i18n } from '@dokkham/i18n';"],
  ['a deep import into another package', `app/src/${tag}/probe.ts`, "import { tokens } from '../../../packages/ui/src/theme/tokens';"],
  ['a deep import by package name', `mocks/src/${tag}/probe.ts`, "import { money } from '@dokkham/api/src/money';"],
  ['the conformance check imports the mocks', `packages/agency-kit/src/conformance/${tag}/probe.ts`, "import { createMockApi } from '@dokkham/mocks';"],
];
const allowed = [
  `packages/ui/src/patterns/${tag}/allowed.ts`,
  "import { useTranslation } from '@dokkham/i18n';\nimport { Button } from '../../primitives/Button/Button';\nexport const probe = [useTranslation, Button];\n",
];

const written = new Set();
function write(path, text) {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  written.add(dirname(full));
}

/** oxlint's findings per file (its exit code is non-zero when any error is found). */
function lint(files) {
  try {
    execFileSync(join(root, 'node_modules/.bin/oxlint'), ['-c', '.oxlintrc.json', '--format', 'json', ...files], { cwd: root, encoding: 'utf8' });
    return [];
  } catch (error) {
    return JSON.parse(error.stdout).diagnostics ?? [];
  }
}

afterAll(() => {
  for (const dir of written) rmSync(dir, { recursive: true, force: true });
});

describe('layer rules (.oxlintrc.json)', () => {
  it.each(forbidden)('%s is an error', (_name, path, statement) => {
    write(path, `${statement}\nexport const probe = 1;\n`);
    const findings = lint([path]);
    rmSync(join(root, path));
    expect(findings.map((f) => f.code)).toContain('eslint(no-restricted-imports)');
  });

  it('allowed imports stay clean', () => {
    write(allowed[0], allowed[1]);
    const findings = lint([allowed[0]]).filter((f) => f.code === 'eslint(no-restricted-imports)');
    expect(findings).toEqual([]);
  });
});
