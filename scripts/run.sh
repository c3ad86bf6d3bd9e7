#!/usr/bin/env bash
# The run command: brings Node.js 24 and pnpm where missing, installs, builds, seeds the demo
# catalogue into an empty embedded database, and serves the product at http://localhost:${PORT:-3000}.
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
pnpm build
if [ -z "${DATABASE_URL:-}" ]; then
  node packages/db/dist/cli/seed.js
fi
exec node apps/api/dist/main.js
