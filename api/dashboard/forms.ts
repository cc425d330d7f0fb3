import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import getRawBody from 'raw-body';
import { html, Html } from './html';

// Form posts (application/x-www-form-urlencoded) and the markup of labelled fields whose
// errors sit next to them (aria-describedby), so screen readers hear what is wrong where.

const MAX_FORM_BYTES = 64 * 1024;
export type Form = Record<string, string>;
/** Field name → message; '' holds a message about the whole form. */
export type FieldErrors = Record<string, string>;

/** A form post the dashboard will not read (too large, cut short, not text): answered as a page, nothing done. */
export class FormRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function readForm(ctx: Context): Promise<Form> {
  let raw: string;
  try {
    raw = await getRawBody(ctx.req, { limit: MAX_FORM_BYTES, length: ctx.get('content-length') || undefined, encoding: 'utf8' });
  } catch (err) {
    // raw-body's refusals carry the HTTP status they stand for (413, 400); anything else is ours.
    const { status, type } = err as { status?: number; type?: string };
    if (type === 'entity.too.large')
      throw new FormRefused(413, `This form is larger than ${MAX_FORM_BYTES / 1024} KB, so it was not read. Nothing was changed.`);
    if (status !== undefined && status >= 400 && status < 500)
      throw new FormRefused(400, 'This form could not be read. Nothing was changed.');
    throw err;
  }
  const form: Form = {};
  for (const [name, value] of new URLSearchParams(raw)) if (!(name in form)) form[name] = value.replaceAll('\0', '');
  return form;
}

/** A one-use token of a money form: its Idempotency-Key, so a double submit moves money once. */
export const newFormToken = () => randomBytes(18).toString('base64url');

export type FieldSpec = {
  name: string;
  label: string;
  type?: string;
  value?: string;
  autocomplete?: string;
  required?: boolean;
  hint?: string;
  inputmode?: string;
};

export function field(spec: FieldSpec, errors: FieldErrors = {}): Html {
  const id = `f-${spec.name}`;
  const error = errors[spec.name];
  const describedBy = [spec.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return html`<div class="field${error ? ' invalid' : ''}">
<label for="${id}">${spec.label}</label>
${spec.hint ? html`<p class="hint" id="${id}-hint">${spec.hint}</p>` : ''}
<input id="${id}" name="${spec.name}" type="${spec.type ?? 'text'}" value="${spec.type === 'password' ? '' : (spec.value ?? '')}"${
    spec.autocomplete ? html` autocomplete="${spec.autocomplete}"` : ''
  }${spec.inputmode ? html` inputmode="${spec.inputmode}"` : ''}${
    spec.required ? html` required` : ''
  }${describedBy ? html` aria-describedby="${describedBy}"` : ''}${error ? html` aria-invalid="true"` : ''}>
${error ? html`<p class="error" id="${id}-error">${error}</p>` : ''}
</div>`;
}

export function select(
  spec: { name: string; label: string; options: Array<[string, string]>; value?: string },
  errors: FieldErrors = {},
): Html {
  const id = `f-${spec.name}`;
  const error = errors[spec.name];
  return html`<div class="field${error ? ' invalid' : ''}">
<label for="${id}">${spec.label}</label>
<select id="${id}" name="${spec.name}"${error ? html` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
${spec.options.map(([value, text]) => html`<option value="${value}"${value === spec.value ? html` selected` : ''}>${text}</option>`)}
</select>
${error ? html`<p class="error" id="${id}-error">${error}</p>` : ''}
</div>`;
}

/** The message about the form as a whole (role=alert so it is announced). */
export const formError = (errors: FieldErrors) => (errors[''] ? html`<p class="error" role="alert">${errors['']}</p>` : '');

export const hidden = (name: string, value: string) => html`<input type="hidden" name="${name}" value="${value}">`;
