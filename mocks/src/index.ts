/**
 * @dokkham/mocks: the fake agency backend. Environment-neutral entry (no msw/node, no node:http):
 * see ./browser (Storybook), ./node (vitest) and ./server (real HTTP).
 */
export { createMockApi, resetAllMocks, type MockApi, type MockApiOptions } from './mockApi';
export {
  scenarios,
  signedInAs,
  slowNetworkBy,
  resolveScenario,
  resolveScenarios,
  parseScenarioList,
  SCENARIO_NAMES,
  SLOW_NETWORK_MS,
  type Scenario,
  type ScenarioName,
  type ScenarioInput,
} from './scenarios';
export { createDb, type DbOptions } from './db/db';
export { createClock, MOCK_NOW, type Clock, type ClockOption } from './db/clock';
export type * from './db/types';
export { LOGINS, type SeedPlayer } from './db/seed/players';
export { PROMO } from './db/seed/promotions';
export { SESSION_COOKIE, ApiFailure, statusOf } from './handlers/index';
export { CONTRACT_BREAKS, type ContractBreak } from './handlers/broken';
export * from './mockEndpoints';
export { buildLaoQr, crc16ccittFalse, crcHex, parseEmv, verifyCrc, tlv, type LaoQrInput } from './qr/emvco';
