import { useEffect, useState } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

type Validation = typeof import('./validation');
/** The forms that have rules in validation.ts. */
export type FormSchema = keyof Validation['resolvers'];

let loading: Promise<Validation> | undefined;
let loaded: Validation | undefined;

/** validation.ts, loaded once; a failed load is tried again next time (the chunk guard reloads on stale deploys). */
export function loadValidation(): Promise<Validation> {
  loading ??= import('./validation').then(
    (m) => (loaded = m),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A react-hook-form resolver that loads the form's schema (and zod) on the first validation
 * (see validation.ts): `useForm({ resolver: lazyResolver('login') })`.
 */
export function lazyResolver<T extends FieldValues>(name: FormSchema): Resolver<T> {
  return async (values, context, options) => {
    const { resolvers } = await loadValidation();
    return (resolvers[name] as unknown as Resolver<T>)(values, context, options);
  };
}

/** validation.ts once it has loaded (undefined until then); asks for it on mount. */
export function useValidation(): Validation | undefined {
  const [module, setModule] = useState<Validation | undefined>(loaded);
  useEffect(() => {
    let live = true;
    loadValidation().then(
      (m) => live && setModule(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return module;
}
