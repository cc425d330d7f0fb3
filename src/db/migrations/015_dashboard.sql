-- The merchant dashboard (/dashboard): its people, their server-side sessions, invitations to a
-- merchant's team, the audit log of every dashboard action, sign-in throttling windows, the
-- business details a merchant submits for verification, and an expiry on rolled secret keys.

create table dashboard_users (
  id text primary key,
  merchant_id text not null references merchants (id),
  email text not null,                      -- lower-cased; one account per address
  password_hash text not null,              -- scrypt, self-describing (src/dashboard/passwords.ts)
  role text not null check (role in ('owner', 'admin', 'viewer')),
  created_at timestamptz not null default now()
);
create unique index dashboard_users_email on dashboard_users (email);
create index dashboard_users_merchant on dashboard_users (merchant_id);

create table dashboard_sessions (
  token_hash bytea primary key,             -- sha256 of the cookie's value; the value itself is never stored
  user_id text not null references dashboard_users (id),
  csrf_token text not null,
  ip text,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index dashboard_sessions_user on dashboard_sessions (user_id);

create table dashboard_invitations (
  token_hash bytea primary key,
  merchant_id text not null references merchants (id),
  email text not null,
  role text not null check (role in ('admin', 'viewer')),
  invited_by text not null references dashboard_users (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  revoked_at timestamptz
);
create index dashboard_invitations_merchant on dashboard_invitations (merchant_id, created_at desc);

create table dashboard_audit (
  id bigserial primary key,
  merchant_id text not null references merchants (id),
  user_id text,
  actor_email text not null,
  action text not null,
  detail jsonb not null default '{}',
  ip text,
  at timestamptz not null default now()
);
create index dashboard_audit_merchant on dashboard_audit (merchant_id, id desc);

create table dashboard_throttle (
  bucket text not null,                     -- e.g. signin-account:<email>, signin-address:<ip>, signup-address:<ip>
  window_start timestamptz not null,
  count int not null,
  primary key (bucket, window_start)
);

create table merchant_activations (
  merchant_id text primary key references merchants (id),
  business_name text not null,
  registration_number text not null,
  contact_name text not null,
  contact_email text not null,
  contact_phone text not null,
  bank_code text not null,
  account_last4 text not null,
  account_name text not null,               -- as the account verification resolved it
  submitted_at timestamptz not null default now()
);

-- A rolled secret key keeps working until expires_at, then is refused like an unknown key.
alter table api_keys add column expires_at timestamptz;
-- A publishable key is no secret: kept as text so the dashboard can show it (only the hash before).
alter table api_keys add column publishable_key text;
