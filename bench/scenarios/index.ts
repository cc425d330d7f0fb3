import type { Scenario } from '../lib/scenario';
import { customersCreate } from './customers-create';
import { customersList, customersListOneClient } from './customers-list';
import { escrowLifecycle, escrowLifecycleOneClient } from './escrow-lifecycle';
import { escrowReleases, escrowReleasesOneClient } from './escrow-releases';
import { transactionsExportCsv, transactionsExportPdf, transactionsList, transactionsListOneClient } from './transactions';
import { walletCredits, walletCreditsOneClient } from './wallet-credits';
import { withdrawals } from './withdrawals';

/** Every scenario, in the default run order. Later issues add theirs here. */
export const SCENARIOS: Scenario[] = [
  customersList, customersListOneClient,
  customersCreate,
  walletCredits, walletCreditsOneClient,
  escrowLifecycle, escrowLifecycleOneClient,
  escrowReleases, escrowReleasesOneClient,
  withdrawals,
  transactionsList, transactionsListOneClient, transactionsExportCsv, transactionsExportPdf,
];
