/** Rewrites the contract table in packages/api/README.md from `endpoints` (see src/contract/table.ts). */
import { readFileSync, writeFileSync } from 'node:fs';
import { replaceContract } from '../src/contract/table';

const readme = new URL('../README.md', import.meta.url);
const before = readFileSync(readme, 'utf8');
const after = replaceContract(before);
if (after !== before) writeFileSync(readme, after);
console.info(after === before ? 'README contract table is up to date' : 'README contract table rewritten');
