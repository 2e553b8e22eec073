#!/usr/bin/env bash
# A deploy on one box (README, "Deploying"): builds the checkout beside the live build, then
# restarts the replicas one at a time, each only once the one before is ready again, so nginx
# always has a replica to send visitors to. The new build keeps the previous build's hashed files,
# so pages open in visitors' tabs keep working.
#   deploy/rollout.sh 3001 3002
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$#" -gt 0 ] || { echo "usage: deploy/rollout.sh PORT..." >&2; exit 2; }
npm ci
npm run build
for port in "$@"; do
  systemctl restart "storefront@${port}"
  for _ in $(seq 1 60); do
    curl -fsS "http://127.0.0.1:${port}/readyz" >/dev/null 2>&1 && break
    sleep 1
  done
  curl -fsS "http://127.0.0.1:${port}/readyz" >/dev/null || { echo "replica ${port} is not ready" >&2; exit 1; }
done
