import type { IoFor } from '../define';
import { ExchangeRatesResponse, PaymentMethodsResponse } from './schemas';
import type { paymentRoutes } from './route';

/** What the payment endpoints take, answer and may fail with; keyed exactly as paymentRoutes. */
export const paymentEndpoints = {
  paymentMethods: {
    response: PaymentMethodsResponse,
    summary: 'Deposit methods (MIDs) with their limits; only isEnabled ones are offered.',
  },
  exchangeRates: {
    response: ExchangeRatesResponse,
    summary: 'Kip per unit of each currency, buy and sell.',
  },
} as const satisfies IoFor<typeof paymentRoutes>;
