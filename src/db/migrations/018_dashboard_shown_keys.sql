-- A secret key the dashboard shows once. A reveal or a roll records which key to show and
-- redirects; the Developers page shows it on the next GET and marks it shown, so a reload,
-- the back button or a resubmitted form never shows it again. A roll's form token is kept
-- (hashed) so a resubmitted roll form rolls nothing. Rows go after a day (a session's most is 12 hours).
create table dashboard_shown_keys (
  id text primary key,                      -- random, carried in the redirect's query
  session_hash bytea not null references dashboard_sessions (token_hash) on delete cascade,
  key_hash bytea not null references api_keys (key_hash),
  form_token_hash bytea unique,             -- sha256 of the roll form's one-use token
  created_at timestamptz not null default now(),
  shown_at timestamptz
);

-- A dashboard action that moved money is audited once per form token, whatever the retries.
alter table dashboard_audit add column form_key text;
create unique index dashboard_audit_form_key on dashboard_audit (merchant_id, form_key) where form_key is not null;
