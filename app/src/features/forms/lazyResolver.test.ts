import { afterEach, describe, expect, it, vi } from 'vitest';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyResolver', () => {
  afterEach(() => {
    vi.doUnmock('./validation');
    vi.resetModules();
  });

  it("validates with the shared schema once loaded: the schema's i18n keys, or the values", async () => {
    const { lazyResolver } = await import('./lazyResolver');
    const resolve = lazyResolver<{ username: string; password: string }>('login');
    const empty = await resolve({ username: '', password: '' }, undefined, options);
    expect(empty.errors.username?.message).toBe('validation:username.required');
    expect(empty.errors.password?.message).toBe('validation:password.required');
    const good = await resolve({ username: 'somphone', password: 'secret123' }, undefined, options);
    expect(good.errors).toEqual({});
    expect(good.values).toEqual({ username: 'somphone', password: 'secret123' });
  });

  it('tries the chunk again after a failed load', async () => {
    vi.resetModules();
    let attempts = 0;
    vi.doMock('./validation', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { lazyResolver } = await import('./lazyResolver');
    const resolve = lazyResolver<{ username: string; password: string }>('login');
    await expect(resolve({ username: '', password: '' }, undefined, options)).rejects.toBeInstanceOf(Error);
    const again = await resolve({ username: 'somphone', password: 'secret123' }, undefined, options);
    expect(again.errors).toEqual({});
    expect(attempts).toBe(2);
  });
});
