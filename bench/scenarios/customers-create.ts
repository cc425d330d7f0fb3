import { customerBody, Scenario } from '../lib/scenario';

// A plain write: customer and wallet rows in one transaction. Unique e-mails, so no 409s.
export const customersCreate: Scenario = {
  id: 'customers-create',
  title: 'POST /customers',
  async prepare(ctx) {
    return (client, seq) => ({ method: 'POST', path: '/customers', body: customerBody(`${ctx.runId}-c${client}-${seq}`) });
  },
};
