import Tokens from 'csrf';

// CSRF tokens by pillarjs' `csrf`: a secret per session (or, before sign-in, in a cookie), and
// a fresh salted token derived from it on every page, checked in constant time. 18-byte
// secrets; an 8-character salt makes each page's token different, so no page carries the
// secret itself.

const tokens = new Tokens({ secretLength: 18, saltLength: 8 });

export const newCsrfSecret = (): string => tokens.secretSync();

/** A token for one page's forms. */
export const csrfTokenFor = (secret: string): string => tokens.create(secret);

/** Whether a form's token was made from this secret; false for a missing one. */
export const csrfTokenMatches = (secret: string, token: string | undefined): boolean =>
  typeof token === 'string' && secret !== '' && tokens.verify(secret, token);
