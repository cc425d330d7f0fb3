-- Every list filter walks an index that begins with the merchant and plane and is ordered like
-- the list (newest first, the id or seq breaking ties), so a page stops after its rows and a
-- large neighbouring tenant costs nothing. Deep offsets walk these indexes index-only (the
-- page's ids first, its rows joined after), which is why each one carries the row's id.

-- GET /escrows?status=: without it the status filter scanned every merchant's escrows.
create index escrows_list_by_status on escrows (merchant_id, plane, status, created_at desc, id desc);
-- GET /escrows?customerId= (payer or payee): one walk per side, merged; the old single-column
-- indexes stay for the customer-delete guard and the foreign keys.
create index escrows_list_by_payer on escrows (merchant_id, plane, payer_customer_id, created_at desc, id desc)
  where payer_customer_id is not null;
create index escrows_list_by_payee on escrows (merchant_id, plane, payee_customer_id, created_at desc, id desc);

create index withdrawals_list_by_status on withdrawals (merchant_id, plane, status, created_at desc, id desc);

create index checkout_sessions_list_by_status on checkout_sessions (merchant_id, plane, status, created_at desc, id desc);
create index checkout_sessions_list_by_customer on checkout_sessions (merchant_id, plane, customer_id, created_at desc, id desc)
  where customer_id is not null;

-- Events: the page's ids come from the index alone (id rides along), the bodies after.
create index events_page on events (merchant_id, plane, created_at desc, seq desc) include (id);
create index events_page_by_type on events (merchant_id, plane, type, created_at desc, seq desc) include (id);
drop index events_list;
drop index events_list_by_type;
