// Sentences many operations' descriptions share (api/routes/*/routes.ts), written once so the
// reference says them the same way everywhere.

export const NAIRA_AMOUNTS = 'Amounts in the request are whole naira (not kobo); amounts in the answer are decimal naira.';
export const IDEMPOTENCY_KEY =
  'Send an `Idempotency-Key`: a retry with the same key and body answers the first response (for 24 hours) and never moves money twice.';
