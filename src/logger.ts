import pino, { Logger } from 'pino';

// Structured JSON logs. Account numbers, keys and bodies are never logged; the redact list
// is a second line of defence for fields that might slip into a logged object.
export function createLogger(level: string, service: string): Logger {
  return pino({
    level,
    base: { service },
    redact: {
      paths: ['accountNumber', '*.accountNumber', 'bvn', '*.bvn', 'authorization', '*.authorization', 'secretKey'],
      censor: '[redacted]',
    },
  });
}
