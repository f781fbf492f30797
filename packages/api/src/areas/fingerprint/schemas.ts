import * as z from 'zod/mini';
import { FINGERPRINT_FIELD_MAX, VISITOR_ID_MAX } from '../../constants';
import { DateTime, visibleText } from '../../schemas/common';

/** One browser fact: bounded, so a report can never grow the agency's storage without end; no invisible characters (the app strips them). */
const Fact = z.string().check(z.maxLength(FINGERPRINT_FIELD_MAX), visibleText());
/** The device's visitor id. */
export const VisitorId = z.string().check(z.minLength(1), z.maxLength(VISITOR_ID_MAX), visibleText());

/** The browser facts reported once a day (SPEC §3). Lists are comma-joined strings. */
export const FingerprintPayload = z.object({
  screen: Fact, // "1080x2400"
  version: Fact,
  timezone: Fact,
  userAgent: Fact,
  plugins: Fact,
  webGL: z.object({
    version: Fact,
    vendor: Fact,
    vendorUnmasked: Fact,
    renderer: Fact,
    rendererUnmasked: Fact,
    shadingLanguageVersion: Fact,
  }),
  audio: Fact,
  platform: Fact,
  fingerprint: VisitorId,
  memory: Fact,
  fonts: Fact,
  languages: Fact,
  hardwareConcurrency: Fact,
  vendor: Fact,
});
export type FingerprintPayload = z.infer<typeof FingerprintPayload>;

// POST /v2/fingerprint
export const FingerprintRequest = z.object({ fingerprint: FingerprintPayload });
export type FingerprintRequest = z.infer<typeof FingerprintRequest>;
export const FingerprintResponse = z.object({ visitorId: z.string(), recordedAt: DateTime });
export type FingerprintResponse = z.infer<typeof FingerprintResponse>;
