// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { treeShaking } from './ui.mjs';

describe('treeShaking', () => {
  const dialog = 'function x(){return"DialogContent"}';

  it('passes when the Button bundle has no Radix marker and the Dialog bundle has one', () => {
    expect(treeShaking('function Button(){}', Buffer.from(dialog))).toEqual({ radixInButtonBundle: [], treeShakes: true });
  });

  it('names the markers found in the Button bundle', () => {
    expect(treeShaking(`${dialog};"data-radix"`, dialog)).toEqual({ radixInButtonBundle: ['DialogContent', 'data-radix'], treeShakes: false });
  });

  it('fails when the markers are not found in the Dialog bundle either (stale markers prove nothing)', () => {
    expect(treeShaking('function Button(){}', 'function Dialog(){}')).toEqual({ radixInButtonBundle: [], treeShakes: false });
  });
});
