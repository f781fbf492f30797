import type { Db } from '../db/types';
import type { ScenarioInput } from '../scenarios';

/** What the handlers need from the mock API that owns them. */
export interface MockContext {
  /** The current database (created on first use, replaced on reset). */
  readonly db: Db;
  /** Where the API lives, e.g. '/api' (default) or 'http://localhost:8787/api'. */
  readonly baseUrl: string;
  /** The msw path of a path under the base. */
  path(path: string): string;
  readonly autoPaySeconds: number | null;
  readonly autoDecideSeconds: number | null;
  /** Whether {base}/__mock's control endpoints (reset, scenario, clock, pay, decide) exist. */
  readonly controlEndpoints: boolean;
  /** Runs a task later unless the database is reset or the mock disposed first. */
  schedule(seconds: number, task: (db: Db) => void): void;
  /** Names of the scenarios in effect. */
  readonly scenarioNames: readonly string[];
  /** Replaces the scenarios and resets the data. */
  useScenarios(scenarios: readonly ScenarioInput[]): void;
  reset(): void;
}

export const SESSION_COOKIE = 'dk_session';
/** A week; the mock runs on http, so no Secure flag (a real deployment adds it). */
export const SESSION_MAX_AGE = 7 * 24 * 3600;

/** The device cookie: a browser that logged a player in before (handlers/auth.ts, login). */
export const DEVICE_COOKIE = 'dk_device';
/** A year: the owner's own phone stays known. */
export const DEVICE_MAX_AGE = 365 * 24 * 3600;
