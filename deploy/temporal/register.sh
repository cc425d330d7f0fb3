#!/bin/sh
# The namespace and the search attributes (temporalio/admin-tools): arguments are Name=Type,
# as listed in deploy/docker-compose.yml. Creating what already exists is not an error.
set -eu
ns="${TEMPORAL_NAMESPACE:-default}"
until temporal operator cluster health --address "$TEMPORAL_ADDRESS" >/dev/null 2>&1; do sleep 2; done
temporal operator namespace describe -n "$ns" --address "$TEMPORAL_ADDRESS" >/dev/null 2>&1 \
  || temporal operator namespace create -n "$ns" --retention 720h --address "$TEMPORAL_ADDRESS"
for attribute in "$@"; do
  name="${attribute%%=*}"
  type="${attribute#*=}"
  temporal operator search-attribute create --namespace "$ns" --name "$name" --type "$type" --address "$TEMPORAL_ADDRESS" \
    || temporal operator search-attribute list --namespace "$ns" --address "$TEMPORAL_ADDRESS" | grep -qw "$name"
done
echo "namespace $ns and $# search attributes registered"
