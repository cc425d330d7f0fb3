import { quoteFees, quoteInNaira } from '../../../src/fees';
import { nairaToKobo } from '../../../src/money';
import { defineRoute } from '../../route';
import { feeQuoteQuery, feeQuoteSchema } from './schema';

export const quoteFeesRoute = defineRoute({
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
        ...quoteInNaira(quote),
      },
    };
  },
});

export const feeRoutes = [quoteFeesRoute];
