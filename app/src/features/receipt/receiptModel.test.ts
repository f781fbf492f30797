import { describe, expect, it } from 'vitest';
import { receiptSteps } from './receiptModel';

const at = '2025-03-14T03:10:00Z';

describe('receiptSteps', () => {
  it('adds the expected steps not reached yet as pending', () => {
    expect(receiptSteps('deposit', [{ step: 'CREATED', at, note: null }]).map((s) => [s.step, s.state])).toEqual([
      ['CREATED', 'done'],
      ['PAID', 'pending'],
      ['CREDITED', 'pending'],
    ]);
  });

  it('ends on the stop, with its note, and no pending road after it', () => {
    const note = { lo: 'ບໍ່', th: 'ไม่', cn: '否', vn: 'Không' };
    expect(
      receiptSteps('withdrawal', [
        { step: 'REQUESTED', at, note: null },
        { step: 'REJECTED', at, note },
      ]),
    ).toEqual([
      { step: 'REQUESTED', state: 'done', at, note: null },
      { step: 'REJECTED', state: 'stopped', at, note },
    ]);
  });

  it('keeps a step reached at an unknown time as done', () => {
    const steps = receiptSteps('deposit', [
      { step: 'CREATED', at, note: null },
      { step: 'PAID', at: null, note: null },
      { step: 'CREDITED', at, note: null },
    ]);
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'done']);
  });
});
