import * as z from 'zod/mini';
import { Decimal } from '../../schemas/common';

export const Social = z.object({
  whatsapp: z.string(),
  line: z.string(),
  facebook: z.string(),
  telegram: z.string(),
  twitter: z.string(),
});
export type Social = z.infer<typeof Social>;

/** Business settings the agency decides; the front end never hard-codes them. */
export const AgencySettings = z.object({
  /** Withdrawal limits in THB credit. */
  withdrawMinCredit: Decimal,
  withdrawMaxCredit: Decimal,
  /** Seconds a deposit QR stays payable. */
  depositQrTtlSeconds: z.number().check(z.int(), z.gte(60)),
  /** Quick amount chips on the deposit form, in LAK. */
  depositQuickAmounts: z.array(Decimal),
});
export type AgencySettings = z.infer<typeof AgencySettings>;

// GET /v2/agency/info
export const AgencyInfoResponse = z.object({
  id: z.string(),
  name: z.string(),
  social: Social,
  settings: AgencySettings,
});
export type AgencyInfoResponse = z.infer<typeof AgencyInfoResponse>;
