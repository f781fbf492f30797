import type { ThemeTokens } from './tokens';

/** The CSS-variable values of a theme: what differs between themes. */
export function themeValues(tokens: ThemeTokens) {
  return { color: tokens.color, gradient: tokens.gradient, shadow: tokens.shadow };
}

type Nulls<T> = { [K in keyof T]: T[K] extends string ? null : Nulls<T[K]> };

/** The shape of an object with every leaf set to null: a theme contract skeleton. */
export function nulls<T extends object>(obj: T): Nulls<T> {
  return Object.fromEntries(
    Object.entries(obj).map(([k, v]) => [k, typeof v === 'string' ? null : nulls(v as object)]),
  ) as Nulls<T>;
}
