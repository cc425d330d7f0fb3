import { quoteFees, quoteInNaira } from '../../../src/fees';
import { nairaToKobo } from '../../../src/money';
import { defineRoute } from '../../route';
import { NAIRA_AMOUNTS } from '../../route-text';
import { feeQuoteQuery, feeQuoteSchema } from './schema';

export const quoteFeesRoute = defineRoute({
  method: 'get',
  path: '/fees',
  tag: 'Fees',
  summary: 'Quote the fees of a collection, transfer or deposit',
  operationId: 'quoteFees',
  clientMethod: 'fees.quote',
  query: feeQuoteQuery,
  response: feeQuoteSchema,
  rateLimit: 'standard',
  description:
    'Quotes what a collection (checkout), transfer (withdrawal) or deposit (inbound transfer) of `amount` costs, with the same ' +
    'rules the service charges. Fees may have kobo (decimals). ' +
    NAIRA_AMOUNTS,
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
