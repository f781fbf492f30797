import type { Provider } from '@dokkham/api';
import { useFormat, useTranslation } from '@dokkham/i18n';
import type { ProviderOption } from '@dokkham/ui/ProviderPicker';

/**
 * The options of a money form's ProviderPicker (deposit, withdraw, a claim): each provider by name
 * with its credit under `label`, rounded down (never more than the player has).
 */
export function useProviderOptions(
  providers: readonly Provider[],
  label: string,
  creditOf: (provider: Provider) => string | undefined,
): ProviderOption[] {
  const { t } = useTranslation('common');
  const format = useFormat();
  return providers.map((provider) => ({
    value: provider,
    label: t(`provider.${provider}`),
    detail: `${label}: ${format.credit(creditOf(provider), { rounding: 'down' })}`,
  }));
}
