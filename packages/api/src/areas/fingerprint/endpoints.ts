import type { IoFor } from '../define';
import { FingerprintRequest, FingerprintResponse } from './schemas';
import type { fingerprintRoutes } from './route';

/** What the fingerprint endpoints take, answer and may fail with; keyed exactly as fingerprintRoutes. */
export const fingerprintEndpoints = {
  fingerprint: {
    body: FingerprintRequest,
    response: FingerprintResponse,
    errors: ['UNAUTHORIZED'],
    summary: 'Report the browser fingerprint (at most once a day).',
    examples: {
      ok: {
        body: {
          fingerprint: {
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
            fingerprint: '3f9a1c0e7b2d4a6f',
            memory: '8',
            fonts: 'Noto Sans Lao,Roboto',
            languages: 'lo-LA,th-TH',
            hardwareConcurrency: '8',
            vendor: 'Google Inc.',
          },
        },
      },
    },
  },
} as const satisfies IoFor<typeof fingerprintRoutes>;
