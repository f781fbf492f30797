import { ApiError } from '@dokkham/api';
import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './connection';

const apiError = (code: ConstructorParameters<typeof ApiError>[0]['code'], status: number) =>
  new ApiError({ status, code, message: code, endpoint: 'agencyInfo' });
const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/login-abc.js');

describe('isConnectionLost', () => {
  it('is the API not answering at all, online or not (offline, a dead network)', () => {
    expect(isConnectionLost(apiError('NETWORK_ERROR', 0), true)).toBe(true);
    expect(isConnectionLost(apiError('NETWORK_ERROR', 0), false)).toBe(true);
  });

  it('is never an answer of the API, even offline', () => {
    expect(isConnectionLost(apiError('INTERNAL_ERROR', 500), false)).toBe(false);
    expect(isConnectionLost(apiError('NOT_FOUND', 404), true)).toBe(false);
  });

  it('is a failed chunk or file only when the device is offline (online it is a new deploy)', () => {
    expect(isConnectionLost(chunkError(), false)).toBe(true);
    expect(isConnectionLost(chunkError(), true)).toBe(false);
  });

  it('is not a bug in the page', () => {
    expect(isConnectionLost(new TypeError("Cannot read properties of undefined (reading 'amount')"), false)).toBe(false);
    expect(isConnectionLost(new Error('boom'), true)).toBe(false);
  });
});
