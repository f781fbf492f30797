import type { ResourceLanguage } from 'i18next';
import type { Namespace } from './namespaces';
import common from '../locales/lo/common.json';
import home from '../locales/lo/home.json';
import ui from '../locales/lo/ui.json';

/**
 * Lao, the default and fallback, ships with the code: the first render's namespaces in the entry
 * bundle (no request before it), the others as lazy chunks loaded when a screen asks for them.
 * Keep this split in step with BUNDLED_NAMESPACES.
 */
export const BUNDLED_LO = { common, home, ui } satisfies ResourceLanguage;

type Loader = () => Promise<ResourceLanguage[string]>;
const load = (m: Promise<{ default: ResourceLanguage[string] }>) => m.then((x) => x.default);

export const LAZY_BUNDLED = {
  nav: () => load(import('../locales/lo/nav.json')),
  player: () => load(import('../locales/lo/player.json')),
  status: () => load(import('../locales/lo/status.json')),
  errors: () => load(import('../locales/lo/errors.json')),
  validation: () => load(import('../locales/lo/validation.json')),
  auth: () => load(import('../locales/lo/auth.json')),
  deposit: () => load(import('../locales/lo/deposit.json')),
  withdraw: () => load(import('../locales/lo/withdraw.json')),
  bank: () => load(import('../locales/lo/bank.json')),
  promotion: () => load(import('../locales/lo/promotion.json')),
  game: () => load(import('../locales/lo/game.json')),
  history: () => load(import('../locales/lo/history.json')),
  protection: () => load(import('../locales/lo/protection.json')),
  receipt: () => load(import('../locales/lo/receipt.json')),
} satisfies Record<Exclude<Namespace, keyof typeof BUNDLED_LO>, Loader>;
