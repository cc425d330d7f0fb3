import { quoteFees } from '../../../src/fees';
import { koboToNaira, nairaToKobo } from '../../../src/money';
import { defineRoute } from '../../route';
import { feeQuoteQuery, feeQuoteSchema } from './schema';

export const feeRoutes = [
  defineRoute({
    method: 'get', path: '/fees', tag: 'Fees', summary: 'Quote the fees of a collection, transfer or deposit',
    query: feeQuoteQuery, response: feeQuoteSchema, rateLimit: 'standard',
    handler: async ({ query }) => {
      const quote = quoteFees(query.type, nairaToKobo(query.amount), {
        merchantFee: query.merchantFee === undefined ? undefined : nairaToKobo(query.merchantFee),
      });
      return {
        data: {
          type: query.type,
          amount: query.amount,
          currency: 'NGN' as const,
          providerFee: koboToNaira(quote.providerFee),
          platformFee: koboToNaira(quote.platformFee),
          merchantFee: koboToNaira(quote.merchantFee),
          totalFees: koboToNaira(quote.totalFees),
          chargedAmount: koboToNaira(quote.chargedAmount),
          netAmount: koboToNaira(quote.netAmount),
        },
      };
    },
  }),
];
