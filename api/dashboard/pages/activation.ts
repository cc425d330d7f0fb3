import type Router from '@koa/router';
import { ServiceError } from '../../../src/errors';
import type { Plane } from '../../../src/keys';
import { getActivation, saveActivation } from '../../../src/merchants/activation';
import { switchToLiveMode } from '../../../src/merchants/merchants';
import { verifyBankAccountRoute } from '../../routes/identity/routes';
import { callRoute } from '../api-calls';
import { field, FieldErrors, Form, formError, hidden } from '../forms';
import { html } from '../html';
import { DASHBOARD_PATH, page, planePath } from '../layout';
import { when } from '../money-format';
import { audit, DashEnv, OnPlane, passwordAgain, redirect, sendPage, signedIn } from '../web';

// Activation: the merchant submits what the operator needs to verify it (the settlement
// account checked by POST /identity/bank-accounts/verify); the operator verifies with
// `cli merchant verify`; then the dashboard offers the switch to live mode.

const path = `${DASHBOARD_PATH}/activation`;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TEXT_FIELDS: Array<[string, string, string?]> = [
  ['businessName', 'Registered business name', 'organization'],
  ['registrationNumber', 'Registration number (RC or BN)'],
  ['contactName', 'Contact name', 'name'],
  ['contactEmail', 'Contact email', 'email'],
  ['contactPhone', 'Contact phone', 'tel'],
];

export function mountActivationPages(router: Router, env: DashEnv): void {
  const { sql, config } = env.deps;
  // The settlement account is a live-plane fact: the live provider checks it when one is configured.
  const verifyingPlane: Plane = config.providerSecretIsSandbox ? 'test' : 'live';

  async function activationPage(s: OnPlane, form: Form = {}, errors: FieldErrors = {}, notice?: string) {
    const submitted = await getActivation(sql, s.merchant.merchantId);
    const value = (name: string) => form[name] ?? (submitted as Record<string, string> | undefined)?.[name] ?? '';
    const { verified, liveMode } = s.merchant;
    return page({
      title: 'Activation',
      viewer: s.viewer,
      current: path,
      notice,
      body: html`
<section aria-labelledby="state"><h2 id="state">Where your account stands</h2>
<dl class="facts">
<dt>Details submitted</dt><dd data-testid="submitted">${submitted ? `Yes, ${when(submitted.submittedAt)} (settlement account ${submitted.accountName}, …${submitted.accountLast4})` : 'Not yet'}</dd>
<dt>Verified by the operator</dt><dd data-testid="verified">${verified ? 'Yes' : 'Not yet'}</dd>
<dt>Live mode</dt><dd data-testid="live-mode">${liveMode ? 'On' : 'Off'}</dd>
</dl></section>
${
  verified && !liveMode
    ? html`<section aria-labelledby="golive"><h2 id="golive">Switch to live mode</h2>
<p>Your live keys start working at once, on real money.</p>
<form method="post" action="${path}/live" novalidate>
${hidden('_csrf', s.viewer.csrfToken)}
${field({ name: 'livePassword', label: 'Password', type: 'password', autocomplete: 'current-password', required: true, hint: 'Enter your password again to switch.' }, errors)}
<button type="submit" class="danger">Switch to live mode</button>
</form></section>`
    : ''
}
${liveMode ? html`<p><a href="${planePath('live')}">Go to your live data</a></p>` : ''}
${
  !verified
    ? html`<section aria-labelledby="details"><h2 id="details">Business details</h2>
<form method="post" action="${path}" novalidate>
${hidden('_csrf', s.viewer.csrfToken)}
${formError(errors)}
${TEXT_FIELDS.map(([name, label, autocomplete]) => field({ name, label, value: value(name), autocomplete, required: true }, errors))}
${field({ name: 'bankCode', label: 'Settlement bank code', value: value('bankCode'), inputmode: 'numeric', required: true, hint: 'As listed by GET /identity/banks, for example 058.' }, errors)}
${field({ name: 'accountNumber', label: 'Settlement account number', value: form.accountNumber ?? '', inputmode: 'numeric', required: true, hint: '10 digits (NUBAN).' }, errors)}
<button type="submit">Submit for verification</button>
</form></section>`
    : ''
}`,
    });
  }

  router.get(
    path,
    signedIn(env, { role: 'admin' }, async (ctx, s) => {
      const notices: Record<string, string> = { submitted: 'Submitted. The operator will verify your account.', live: 'Live mode is on.' };
      sendPage(ctx, await activationPage(s, {}, {}, notices[String(ctx.query.done)]));
    }),
  );

  router.post(
    path,
    signedIn(env, { role: 'admin' }, async (ctx, s) => {
      const form = Object.fromEntries(Object.entries(s.form).map(([k, v]) => [k, v.trim()]));
      const errors: FieldErrors = {};
      for (const [name, label] of TEXT_FIELDS) {
        if (!form[name]) errors[name] = `Enter the ${label.toLowerCase()}`;
        else if (form[name].length > 200) errors[name] = 'Use at most 200 characters';
      }
      if (form.contactEmail && !EMAIL.test(form.contactEmail)) errors.contactEmail = 'Enter an email address like name@example.com';
      if (!/^\d{3,6}$/.test(form.bankCode ?? '')) errors.bankCode = 'Enter a bank code of 3 to 6 digits';
      if (!/^\d{10}$/.test(form.accountNumber ?? '')) errors.accountNumber = 'Enter the 10-digit account number';
      if (Object.keys(errors).length > 0) return sendPage(ctx, await activationPage(s, form, errors), 400);
      let accountName: string;
      try {
        const verified = await callRoute(
          env,
          { merchant: s.merchant, plane: verifyingPlane },
          verifyBankAccountRoute,
          {
            body: { bankCode: form.bankCode, accountNumber: form.accountNumber },
          },
          ctx.state.requestId,
        );
        accountName = verified.accountName;
      } catch (err) {
        if (!(err instanceof ServiceError)) throw err;
        const field = (err.details?.fields as string[] | undefined)?.[0] === 'bankCode' ? 'bankCode' : 'accountNumber';
        return sendPage(ctx, await activationPage(s, form, { [field]: err.message }), err.status);
      }
      await saveActivation(sql, s.merchant.merchantId, {
        businessName: form.businessName,
        registrationNumber: form.registrationNumber,
        contactName: form.contactName,
        contactEmail: form.contactEmail,
        contactPhone: form.contactPhone,
        bankCode: form.bankCode,
        accountLast4: form.accountNumber.slice(-4),
        accountName,
      });
      await audit(env, s, 'activation.submitted', {
        businessName: form.businessName,
        bankCode: form.bankCode,
        accountLast4: form.accountNumber.slice(-4),
      });
      redirect(ctx, `${path}?done=submitted`);
    }),
  );

  router.post(
    `${path}/live`,
    signedIn(env, { role: 'admin' }, async (ctx, s) => {
      if (!(await passwordAgain(env, s, s.form.livePassword, 'live_mode.on'))) {
        return sendPage(ctx, await activationPage(s, {}, { livePassword: 'This is not your password' }), 400);
      }
      const switched = await switchToLiveMode(sql, s.merchant.merchantId);
      if (switched === 'not_verified' || !switched) {
        return sendPage(
          ctx,
          await activationPage(s, {}, { '': 'The operator has not verified this account yet; live mode stays off.' }),
          409,
        );
      }
      await audit(env, s, 'live_mode.on');
      redirect(ctx, `${path}?done=live`);
    }),
  );
}
