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
