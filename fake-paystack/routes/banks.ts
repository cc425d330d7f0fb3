import type Router from '@koa/router';
import { createHash } from 'node:crypto';
import { NIGERIAN_BANKS } from '../../src/identity/banks';
import { Ctx, fail, ok } from '../http';
import type { FakeState } from '../state';
import { FAKE_ACCOUNTS } from './transfers';

// Banks and account resolution. 0000000000 cannot be resolved; any other account number
// resolves to a name derived from it.

const NAMES = ['ADAEZE OKAFOR', 'BABATUNDE ADEYEMI', 'CHINEDU EZE', 'FUNMILAYO BALOGUN', 'KELECHI NWOSU', 'YETUNDE SALAMI'];

function fakeAccountName(accountNumber: string): string {
  return NAMES[createHash('sha256').update(accountNumber).digest()[0] % NAMES.length];
}

export function registerBanks(router: Router, _state: FakeState): void {
  router.get('/bank', (ctx: Ctx) => {
    if (ctx.query.country !== undefined && String(ctx.query.country).toLowerCase() !== 'nigeria')
      return ok(ctx, 'Banks retrieved', [], { next: null });
    const data = NIGERIAN_BANKS.map((b, i) => ({
      id: i + 1,
      name: b.name,
      slug: b.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      code: b.code,
      longcode: '',
      gateway: null,
      pay_with_bank: false,
      active: true,
      is_deleted: false,
      country: 'Nigeria',
      currency: 'NGN',
      type: 'nuban',
    }));
    ok(ctx, 'Banks retrieved', data, { next: null, previous: null, perPage: data.length });
  });

  router.get('/bank/resolve', (ctx: Ctx) => {
    const accountNumber = String(ctx.query.account_number ?? '');
    const bankCode = String(ctx.query.bank_code ?? '');
    if (!/^\d{10}$/.test(accountNumber) || !bankCode) return fail(ctx, 422, 'Account number and bank code are required');
    if (!NIGERIAN_BANKS.some((b) => b.code === bankCode)) return fail(ctx, 422, 'Unknown bank code: ' + bankCode);
    if (accountNumber === FAKE_ACCOUNTS.unresolvable)
      return fail(ctx, 422, 'Could not resolve account name. Check parameters or try again.');
    ok(ctx, 'Account number resolved', { account_number: accountNumber, account_name: fakeAccountName(accountNumber), bank_id: 9 });
  });
}
