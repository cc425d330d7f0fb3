#!/bin/sh
# Temporal's schema on PostgreSQL (temporalio/admin-tools): creates the two databases when
# missing and brings their schema to this image's version; safe to run on every start.
set -eu
tool() { temporal-sql-tool --plugin postgres12 --ep "$POSTGRES_SEEDS" -p "$DB_PORT" -u "$POSTGRES_USER" "$@"; }
schema=/etc/temporal/schema/postgresql/v12

for db in temporal temporal_visibility; do
  tool --db "$db" create || true # exists already
done
tool --db temporal setup-schema -v 0.0 || true # already set up: update-schema below moves it on
tool --db temporal update-schema -d "$schema/temporal/versioned"
tool --db temporal_visibility setup-schema -v 0.0 || true
tool --db temporal_visibility update-schema -d "$schema/visibility/versioned"
echo "temporal schema ready"
