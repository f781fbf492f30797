import * as z from 'zod/mini';
import { DateTime } from '../../schemas/common';

/** The browser facts reported once a day (SPEC §3). Lists are comma-joined strings. */
export const FingerprintPayload = z.object({
  screen: z.string(), // "1080x2400"
  version: z.string(),
  timezone: z.string(),
  userAgent: z.string(),
  plugins: z.string(),
  webGL: z.object({
    version: z.string(),
    vendor: z.string(),
    vendorUnmasked: z.string(),
    renderer: z.string(),
    rendererUnmasked: z.string(),
    shadingLanguageVersion: z.string(),
  }),
  audio: z.string(),
  platform: z.string(),
  fingerprint: z.string().check(z.minLength(1)), // the visitor id
  memory: z.string(),
  fonts: z.string(),
  languages: z.string(),
  hardwareConcurrency: z.string(),
  vendor: z.string(),
});
export type FingerprintPayload = z.infer<typeof FingerprintPayload>;

// POST /v2/fingerprint
export const FingerprintRequest = z.object({ fingerprint: FingerprintPayload });
export type FingerprintRequest = z.infer<typeof FingerprintRequest>;
export const FingerprintResponse = z.object({ visitorId: z.string(), recordedAt: DateTime });
export type FingerprintResponse = z.infer<typeof FingerprintResponse>;
