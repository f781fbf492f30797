/** queryOptions of the payment endpoints (see queries/options.ts). */
import { endpointQuery } from '../../queries/define';
import { queryKeys } from '../../queries/keys';

export const paymentQueries = {
  paymentMethods: () => endpointQuery('paymentMethods', queryKeys.catalog.paymentMethods(), {}),
  exchangeRates: () => endpointQuery('exchangeRates', queryKeys.catalog.exchangeRates(), {}),
};
