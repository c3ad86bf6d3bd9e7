#!/usr/bin/env bash
# The test command: typecheck, lint, the unit, procedure and REST suites (on the embedded
# PostgreSQL, and also on a real one when TEST_DATABASE_URL is set), then the browser journeys in
# Chromium against the built server. Ends with one line "N passed, N failed" over every suite.
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
set +e
find apps packages tests -maxdepth 2 -name test-report.json -not -path '*/node_modules/*' -delete
status=0
if ! pnpm turbo run typecheck lint //#lint:root test build --continue --output-logs=errors-only; then
  echo "test: typecheck, lint, a unit suite or the build failed (see above)"
  status=1
fi
pnpm --filter @tc/tests e2e || status=1
node scripts/test-summary.mjs || status=1
exit "$status"
