import { holderOfKey, isUniqueViolation, orOwnEarlierAttempt } from '../../src/db/earlier-attempt';

// The rule a retried write uses to tell its own earlier attempt (same identity) from another
// object holding the key it wants.

/** A unique violation as postgres.js reports it. */
const violation = (constraint: string) =>
  Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', constraint_name: constraint });

describe('holderOfKey', () => {
  it('is nobody when no row has the id or the key', () => {
    expect(holderOfKey([], 'wdr_a')).toEqual({ holder: 'none' });
  });

  it('is the write itself when a row has its id', () => {
    expect(holderOfKey([{ id: 'wdr_a', reference: 'r1' }], 'wdr_a')).toEqual({ holder: 'own', row: { id: 'wdr_a', reference: 'r1' } });
  });

  it('is another object when only another id holds the key', () => {
    expect(holderOfKey([{ id: 'wdr_b' }], 'wdr_a')).toEqual({ holder: 'other', row: { id: 'wdr_b' } });
  });

  it('is the write itself whenever its own row is among the rows found, in any order', () => {
    expect(holderOfKey([{ id: 'wdr_b' }, { id: 'wdr_a' }], 'wdr_a').holder).toBe('own');
  });
});

describe('isUniqueViolation', () => {
  it('matches a unique violation of a named constraint only', () => {
    expect(isUniqueViolation(violation('withdrawals_pkey'), ['withdrawals_pkey'])).toBe(true);
    expect(isUniqueViolation(violation('escrows_pkey'), ['withdrawals_pkey'])).toBe(false);
    expect(
      isUniqueViolation(Object.assign(new Error('x'), { code: '23503', constraint_name: 'withdrawals_pkey' }), ['withdrawals_pkey']),
    ).toBe(false);
    expect(isUniqueViolation(new Error('connection lost'), ['withdrawals_pkey'])).toBe(false);
    expect(isUniqueViolation(null, ['withdrawals_pkey'])).toBe(false);
  });
});

describe('orOwnEarlierAttempt', () => {
  const constraints = ['withdrawals_merchant_id_plane_reference_key'];
  const refusal = () => new Error('DUPLICATE_REFERENCE');

  it('answers with the write when it succeeds, reading nothing more', async () => {
    const earlier = jest.fn();
    await expect(orOwnEarlierAttempt(async () => 'written', { constraints, earlier, refusal })).resolves.toBe('written');
    expect(earlier).not.toHaveBeenCalled();
  });

  it('answers with its own earlier attempt when the key was taken by it', async () => {
    const write = () => Promise.reject(violation(constraints[0]));
    await expect(orOwnEarlierAttempt(write, { constraints, earlier: async () => 'earlier', refusal })).resolves.toBe('earlier');
  });

  it('refuses when another object took the key', async () => {
    const write = () => Promise.reject(violation(constraints[0]));
    await expect(orOwnEarlierAttempt(write, { constraints, earlier: async () => null, refusal })).rejects.toThrow('DUPLICATE_REFERENCE');
  });

  it('throws the violation itself when no refusal is given', async () => {
    const err = violation(constraints[0]);
    await expect(orOwnEarlierAttempt(() => Promise.reject(err), { constraints, earlier: async () => null })).rejects.toBe(err);
  });

  it('passes any other failure through without looking for an earlier attempt', async () => {
    const earlier = jest.fn();
    const err = violation('some_other_key');
    await expect(orOwnEarlierAttempt(() => Promise.reject(err), { constraints, earlier, refusal })).rejects.toBe(err);
    expect(earlier).not.toHaveBeenCalled();
  });
});
