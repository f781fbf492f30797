import * as z from 'zod/mini';
import { Money, Provider } from '../../schemas/common';

// GET /v2/players/credits/:provider
export const CreditParams = z.object({ provider: Provider });
export const CreditResponse = z.object({ provider: Provider, credit: Money });
export type CreditResponse = z.infer<typeof CreditResponse>;

// GET /v2/players/credits: every provider and the total, in THB
export const CreditsResponse = z.object({
  credits: z.array(z.object({ provider: Provider, credit: Money })),
  total: Money,
});
export type CreditsResponse = z.infer<typeof CreditsResponse>;
