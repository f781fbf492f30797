import type { IoFor } from '../define';
import { CreditParams, CreditResponse, CreditsResponse } from './schemas';
import type { creditRoutes } from './route';

/** What the credit endpoints take, answer and may fail with; keyed exactly as creditRoutes. */
export const creditEndpoints = {
  credit: {
    params: CreditParams,
    response: CreditResponse,
    errors: ['UNAUTHORIZED'],
    summary: "A provider's credit in THB.",
    examples: { ok: { params: { provider: 'gclub' } } },
  },
  credits: {
    response: CreditsResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Credit of every provider and the total, in THB.',
  },
} as const satisfies IoFor<typeof creditRoutes>;
