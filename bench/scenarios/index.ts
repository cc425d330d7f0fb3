import type { Scenario } from '../lib/scenario';
import { customersCreate } from './customers-create';
import { customersList } from './customers-list';
import { escrowLifecycle } from './escrow-lifecycle';
import { transactionsExportCsv, transactionsExportPdf, transactionsList, transactionsListOneClient } from './transactions';
import { walletCredits } from './wallet-credits';
import { withdrawals } from './withdrawals';

/** Every scenario, in the default run order. Later issues add theirs here. */
export const SCENARIOS: Scenario[] = [customersList, customersCreate, walletCredits, escrowLifecycle, withdrawals,
  transactionsList, transactionsListOneClient, transactionsExportCsv, transactionsExportPdf];
