import type { Scenario } from '../lib/scenario';
import {
  bareCreateOneClient,
  bareCreateRun,
  bareLifecycleOneClient,
  bareLifecycleRun,
  bareReadOneClient,
  bareReadRun,
  bareUpdateOneClient,
  bareUpdateRun,
} from './bare';
import { customersCreate } from './customers-create';
import { customersList, customersListOneClient } from './customers-list';
import { escrowLifecycle, escrowLifecycleOneClient } from './escrow-lifecycle';
import { escrowReleases, escrowReleasesOneClient } from './escrow-releases';
import { transactionsExportCsv, transactionsExportPdf, transactionsList, transactionsListOneClient } from './transactions';
import { walletCredits, walletCreditsOneClient } from './wallet-credits';
import { withdrawals } from './withdrawals';

/**
 * Every scenario, in the default run order. A new scenario goes here. Each bare twin
 * runs right after its service scenario, so both see similar conditions on the machine.
 */
export const SCENARIOS: Scenario[] = [
  customersList,
  bareReadRun,
  customersListOneClient,
  bareReadOneClient,
  customersCreate,
  walletCredits,
  bareCreateRun,
  walletCreditsOneClient,
  bareCreateOneClient,
  escrowLifecycle,
  bareLifecycleRun,
  escrowLifecycleOneClient,
  bareLifecycleOneClient,
  escrowReleases,
  bareUpdateRun,
  escrowReleasesOneClient,
  bareUpdateOneClient,
  withdrawals,
  transactionsList,
  transactionsListOneClient,
  transactionsExportCsv,
  transactionsExportPdf,
];
