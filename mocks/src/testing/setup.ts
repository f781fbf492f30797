import { endpointSchemas } from '@dokkham/api/schemas';
import { createMockApi, type MockApiOptions } from '../mockApi';
import { LOGINS, type SeedPlayer } from '../db/seed/players';
import type { ScenarioInput } from '../scenarios';
import { createTestClient, type TestClient } from './client';

/** A fresh mock backend and a client calling its handlers directly. */
export function setup(scenarios: readonly ScenarioInput[] = [], options: MockApiOptions = {}) {
  const api = createMockApi({ ...options, scenarios });
  const client = createTestClient({ api });
  return { api, client, db: api.db };
}

/** Logs the client in as a seeded player (session cookie in its jar). */
export async function login(client: TestClient, who: SeedPlayer = 'demo') {
  return client.ok('login', { body: LOGINS[who] });
}

/** The contract's own example report (what openapi.json shows agencies), with a visitor id of the test's. */
export const fingerprintPayload = (visitorId = 'visitor-abc-123') => ({
  ...endpointSchemas.fingerprint.examples.ok.body.fingerprint,
  fingerprint: visitorId,
});
