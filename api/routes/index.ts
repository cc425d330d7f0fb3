import type { RouteDef } from '../route';
import { checkoutRoutes } from './checkout/routes';
import { customerRoutes } from './customers/routes';
import { eventRoutes } from './events/routes';
import { escrowRoutes } from './escrows/routes';
import { feeRoutes } from './fees/routes';
import { identityRoutes } from './identity/routes';
import { transactionRoutes } from './transactions/routes';
import { walletRoutes } from './wallets/routes';
import { withdrawalRoutes } from './withdrawals/routes';

/** Every route of /api/v1, declared once. */
export const apiRoutes = [
  ...customerRoutes,
  ...walletRoutes,
  ...escrowRoutes,
  ...checkoutRoutes,
  ...feeRoutes,
  ...identityRoutes,
  ...withdrawalRoutes,
  ...transactionRoutes,
  ...eventRoutes,
] as unknown as RouteDef[];
