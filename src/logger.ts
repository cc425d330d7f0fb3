import pino, { Logger } from 'pino';

// Structured JSON logs, one format for the API and the worker: one object per line, the
// level as its name ("info", "warn"), so `jq 'select(.level=="warn")'` needs no number table.
// Account numbers, keys and bodies are never logged; the redact list is a second line of
// defence for fields that might slip into a logged object.
export function createLogger(level: string, service: string): Logger {
  return pino({
    level,
    base: { service },
    formatters: { level: (label) => ({ level: label }) },
    redact: {
      paths: ['accountNumber', '*.accountNumber', 'bvn', '*.bvn', 'authorization', '*.authorization', 'secretKey'],
      censor: '[redacted]',
    },
  });
}

/**
 * An expected failure as one short line for a log field: the messages along its `cause`
 * chain, each once ("Update-With-Start failed: 4 DEADLINE_EXCEEDED: Deadline exceeded").
 * For failures that are events, not bugs (a dependency away, a receiver that did not
 * answer), where a stack trace would only bury the reason.
 */
/** A message as text: strings as they are, other values as JSON (never "[object Object]"). */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value) ?? '';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}

export function failureReason(err: unknown): string {
  const messages: string[] = [];
  for (let e = err, depth = 0; e !== undefined && e !== null && depth < 8; depth++) {
    const message = textOf(e instanceof Error || typeof e === 'object' ? (e as { message?: unknown }).message : e);
    if (message && !messages.some((m) => m.includes(message))) messages.push(message.split('\n')[0]);
    e = typeof e === 'object' ? (e as { cause?: unknown }).cause : undefined;
  }
  return messages.join(': ') || 'unknown failure';
}
