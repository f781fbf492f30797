import { route } from '../define';

/** How the player-protection endpoints are called (zod-free: in the client's entry bundle). */
export const protectionRoutes = {
  protection: route({
    method: 'GET',
    path: '/v2/players/protection',
  }),
  setDepositLimits: route({
    method: 'POST',
    path: '/v2/players/protection/limits',
  }),
  setRealityCheck: route({
    method: 'POST',
    path: '/v2/players/protection/reality-check',
  }),
  cancelPendingChange: route({
    method: 'POST',
    path: '/v2/players/protection/pending/cancel',
  }),
  takeBreak: route({
    method: 'POST',
    path: '/v2/players/protection/break',
  }),
  selfExclude: route({
    method: 'POST',
    path: '/v2/players/protection/self-exclusion',
  }),
  activityStatement: route({
    method: 'GET',
    path: '/v2/players/statement',
  }),
} as const;
