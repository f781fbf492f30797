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

export const fingerprintPayload = (visitorId = 'visitor-abc-123') => ({
  screen: '1080x2400',
  version: '5.2.0',
  timezone: 'Asia/Vientiane',
  userAgent: 'Mozilla/5.0 (Linux; Android 14)',
  plugins: '',
  webGL: {
    version: 'WebGL 1.0',
    vendor: 'WebKit',
    vendorUnmasked: 'Qualcomm',
    renderer: 'WebKit WebGL',
    rendererUnmasked: 'Adreno (TM) 740',
    shadingLanguageVersion: 'WebGL GLSL ES 1.0',
  },
  audio: '124.04347527516074',
  platform: 'Linux armv8l',
  fingerprint: visitorId,
  memory: '8',
  fonts: 'Noto Sans Lao,Roboto',
  languages: 'lo-LA,th-TH',
  hardwareConcurrency: '8',
  vendor: 'Google Inc.',
});
