-- Live plane (Paystack adapter): a live checkout session's page is the provider's
-- authorization_url, kept once the provider started the checkout (null: our hosted page).
alter table checkout_sessions add column provider_checkout_url text;
