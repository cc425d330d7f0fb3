import { createCipheriv, createDecipheriv, hash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { randomToken } from './ids';

export type Plane = 'test' | 'live';
export type KeyKind = 'secret' | 'publishable';

const KEY_PREFIX: Record<KeyKind, string> = { secret: 'sk', publishable: 'pk' };

export function generateApiKey(kind: KeyKind, plane: Plane): string {
  return `${KEY_PREFIX[kind]}_${plane}_${randomToken(40)}`;
}

/**
 * Keys carry 238 bits of entropy, so a plain SHA-256 is a safe lookup hash. Every API request
 * hashes its key: the one-shot crypto.hash skips the Hash object createHash builds.
 */
export function hashApiKey(key: string): Buffer {
  return hash('sha256', key, 'buffer');
}

/** Parses a Bearer value into kind and plane; null when it is no key of ours. */
export function parseApiKey(key: string): { kind: KeyKind; plane: Plane } | null {
  const match = /^(sk|pk)_(test|live)_[0-9A-Za-z]{40}$/.exec(key);
  if (!match) return null;
  return { kind: match[1] === 'sk' ? 'secret' : 'publishable', plane: match[2] as Plane };
}

// Secret keys are encrypted at rest (AES-256-GCM) because webhooks are signed with them.
// Layout of a ciphertext: 12-byte IV | 16-byte auth tag | encrypted bytes.
export function encryptSecret(masterKey: Buffer, plaintext: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

export function decryptSecret(masterKey: Buffer, ciphertext: Buffer): string {
  const decipher = createDecipheriv('aes-256-gcm', masterKey, ciphertext.subarray(0, 12));
  decipher.setAuthTag(ciphertext.subarray(12, 28));
  return Buffer.concat([decipher.update(ciphertext.subarray(28)), decipher.final()]).toString('utf8');
}

export function parseMasterKey(value: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('MASTER_KEY must be 32 bytes, as 64 hex digits or base64');
  return key;
}

const LOCAL_MASTER_KEY_FILE = path.resolve(__dirname, '..', '.data', 'master.key');

/**
 * The master key from MASTER_KEY, else from the project-local .data/master.key that
 * `npm start` creates, so the CLI and the service agree without any setup.
 */
export function loadMasterKey(envValue: string | undefined, createIfMissing = false): Buffer {
  if (envValue) return parseMasterKey(envValue);
  if (!fs.existsSync(LOCAL_MASTER_KEY_FILE)) {
    if (!createIfMissing) {
      throw new Error(`MASTER_KEY is not set and ${LOCAL_MASTER_KEY_FILE} does not exist (run npm start once)`);
    }
    fs.mkdirSync(path.dirname(LOCAL_MASTER_KEY_FILE), { recursive: true });
    fs.writeFileSync(LOCAL_MASTER_KEY_FILE, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return parseMasterKey(fs.readFileSync(LOCAL_MASTER_KEY_FILE, 'utf8').trim());
}
