import type { IoFor } from '../define';
import {
  ActivityStatementResponse,
  CancelPendingChangeRequest,
  ProtectionResponse,
  SelfExcludeRequest,
  SetDepositLimitsRequest,
  SetRealityCheckRequest,
  TakeBreakRequest,
} from './schemas';
import type { protectionRoutes } from './route';

/** What the player-protection endpoints take, answer and may fail with; keyed exactly as protectionRoutes. */
export const protectionEndpoints = {
  protection: {
    response: ProtectionResponse,
    errors: ['UNAUTHORIZED'],
    summary:
      "The player's protection settings: each deposit limit with what is used and left and a pending raise, the allowance that applies, the reality check, a running break or self-exclusion, when this session began.",
  },
  setDepositLimits: {
    body: SetDepositLimitsRequest,
    response: ProtectionResponse,
    errors: ['UNAUTHORIZED'],
    summary:
      'Set the daily, weekly and monthly deposit limits in kip (empty: none). Lowering or adding one applies at once; raising or removing one is pending for 24 hours, the old limit holding meanwhile.',
    examples: { ok: { body: { daily: '2000000', weekly: '', monthly: '' } } },
  },
  setRealityCheck: {
    body: SetRealityCheckRequest,
    response: ProtectionResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Set the reality-check interval. Shortening applies at once; lengthening or turning it off after 24 hours.',
    examples: { ok: { body: { realityCheckMinutes: '30' } } },
  },
  cancelPendingChange: {
    body: CancelPendingChangeRequest,
    response: ProtectionResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Cancel a pending raise of a limit, or a pending longer reality check; the setting in force stays. Nothing pending: answered as it is.',
    examples: { ok: { body: { setting: 'daily' } } },
  },
  takeBreak: {
    body: TakeBreakRequest,
    response: ProtectionResponse,
    errors: ['UNAUTHORIZED', 'PLAYER_ON_BREAK', 'PLAYER_SELF_EXCLUDED'],
    summary:
      'Take a break: deposits, promotion claims and games are refused until it ends; it cannot be shortened or undone. Refused while a break or self-exclusion runs.',
    examples: { ok: { body: { period: '24h' } } },
  },
  selfExclude: {
    body: SelfExcludeRequest,
    response: ProtectionResponse,
    errors: ['UNAUTHORIZED', 'PASSWORD_INCORRECT', 'PLAYER_SELF_EXCLUDED', 'TOO_MANY_REQUESTS'],
    summary:
      "Self-exclude with the password: as a break, for 6 months to 5 years, promotions not shown; ends the player's other sessions. Allowed during a break; refused during a self-exclusion.",
    examples: {
      ok: { body: { period: '6m', password: 'demo1234', confirm: true } },
      // A wrong password: bad input built on it cannot exclude the test player.
      refused: { body: { period: '6m', password: 'not-the-password-0', confirm: true } },
    },
  },
  activityStatement: {
    response: ActivityStatementResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Deposits (paid), withdrawals (paid out) and the net in kip: per Lao calendar month for the last 12 months, totals over 3, 6 and 12 months, and since this session began.',
  },
} as const satisfies IoFor<typeof protectionRoutes>;
