// Everything the command line writes goes through here: exactly one JSON object on stdout
// for a success, and plain text on stderr for anything else (so `... | jq` always works).

/** A failure the operator can act on; `exitCode` 2 means the command line itself was wrong. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export class UsageError extends CliError {
  constructor(message: string) {
    super(message, 2);
  }
}

const USAGE = `usage: npm run --silent cli -- <command> [options]

  merchant create    --name NAME [--webhook-url URL]
  merchant update    --id MERCHANT_ID [--webhook-url URL] [--callback-url URL]
                     [--payment-methods card,bank,bank_transfer,ussd]
  merchant verify    --id MERCHANT_ID
  merchant live      --id MERCHANT_ID     (the merchant must be verified first)
  merchant suspend   --id MERCHANT_ID
  merchant unsuspend --id MERCHANT_ID
  merchant dashboard-link [--id MERCHANT_ID]
                     a one-time link that signs in to the dashboard as the merchant's
                     owner (15 minutes, one use; default: the sandbox merchant of npm start)

  find --escrow ESCROW_ID | --withdrawal WITHDRAWAL_ID | --event EVENT_ID
       | --reference REFERENCE [--merchant MERCHANT_ID] | --merchant MERCHANT_ID
                     a money movement with its Temporal UI link (a withdrawal
                     processing with no running workflow is marked stuck)
  find --stuck [--merchant MERCHANT_ID]
                     every stuck withdrawal: processing with no running workflow
  withdrawal resume  --id WITHDRAWAL_ID --operator NAME --reason TEXT
                     a stuck withdrawal's workflow runs again: sends its transfer under
                     the same reference (never twice), books the outcome
                     (refused while a workflow runs)
  withdrawal give-up --id WITHDRAWAL_ID --operator NAME --reason TEXT
                     fail a sent withdrawal whose outcome never came: reserve returned,
                     withdrawal.failed sent (refused once the provider answered)
  escrow catch-up    --id ESCROW_ID
                     the escrow's running workflow reads its row again and takes its
                     state: for a run behind its row (a write or a create it never saw)

  reconcile          --date YYYY-MM-DD --plane live|test [--json]
                     run (or re-run) the reconciliation of that provider day (Lagos) with
                     the provider's books on the worker, wait, print its report (exit 1
                     when the run failed: the day keeps its earlier report)
  reconcile show     --date YYYY-MM-DD --plane live|test [--json]
                     the day's stored report: counts and naira per class, each
                     difference with both sides, what was healed and how
  reconcile explain  --id DIFFERENCE_ID --note TEXT [--by NAME] [--json]
                     close an open difference with why (who: --by, else your login;
                     recorded once with the time)
  reconcile export   --date YYYY-MM-DD --plane live|test --format json|csv
                     the report as one JSON object, or its differences as CSV

With a merchant's test secret key (default: the sandbox merchant's, .data/sandbox-merchant.json),
through the API (default: the running npm start's, .data/addresses.json; else
http://localhost:$PORT, 3000):
  listen  [--key sk_test_...] --forward-to URL [--since EVENT_ID] [--api-url URL]
                     forward the key's test events to URL as they happen, signed as
                     webhooks are; one line per event (time, type, id, receiver's status)
  trigger TYPE [--key sk_test_...] [--api-url URL]
                     create sandbox objects that emit an event of TYPE, e.g. wallet.credited,
                     escrow.released (an unknown TYPE is answered with the list)

Each command but listen and reconcile prints one JSON object on stdout (reconcile: text,
one JSON object with --json, CSV with export --format csv). Environment: DATABASE_URL (else
the embedded PostgreSQL of a running npm start), MASTER_KEY (else .data/master.key),
WEBHOOK_ALLOW_PRIVATE_TARGETS; TEMPORAL_ADDRESS, TEMPORAL_NAMESPACE (find, resume, give-up, reconcile),
TEMPORAL_TASK_QUEUE (resume, give-up, reconcile: the worker's); TEMPORAL_UI_URL (links). Unset,
TEMPORAL_ADDRESS and the UI are those of the npm start running here (.data/addresses.json),
else 127.0.0.1:7233 and the UI on TEMPORAL_UI_PORT or TEMPORAL_DEV_PORT + 1000
(http://localhost:8233).
`;

export function printJson(value: object): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

export function printUsage(stream: NodeJS.WritableStream = process.stdout): void {
  stream.write(USAGE);
}

/** Prints the failure on stderr and returns the exit code to use. */
export function reportError(err: unknown): number {
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`error: ${message}\n`);
  if (err instanceof UsageError) {
    process.stderr.write('\n');
    printUsage(process.stderr);
  }
  return err instanceof CliError ? err.exitCode : 1;
}
