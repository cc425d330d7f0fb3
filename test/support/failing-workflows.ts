// Workflows whose every task fails (a plain Error fails the workflow task, which Temporal
// retries), registered under the service's names: a worker running these stands in for one
// whose workflow tasks keep failing (a bug, a non-deterministic deploy, a worker dying mid-task).

function failTask(): never {
  throw new Error('this workflow task fails on purpose');
}

export async function escrowWorkflow(): Promise<void> {
  failTask();
}

export async function walletCreditWorkflow(): Promise<void> {
  failTask();
}
