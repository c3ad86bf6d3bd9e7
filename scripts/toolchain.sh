# Sourced by run.sh, test.sh and .ci/run: puts Node.js 24 and pnpm 12 on PATH and installs the
# workspace. Needs only a Node.js (18 or newer) with npm; where the system Node is older than 24
# the official binary comes from the npm registry (package node-<platform>-<arch>) into .tools/.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NODE_VERSION=24.21.0
PNPM_VERSION=12.21.0
TOOLS="$ROOT/.tools"
export TURBO_TELEMETRY_DISABLED=1

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

# .tools/ has a package.json of its own, so each install keeps what an earlier one brought.
tools_install() {
  mkdir -p "$TOOLS"
  [ -f "$TOOLS/package.json" ] || echo '{ "private": true }' >"$TOOLS/package.json"
  npm install --prefix "$TOOLS" --no-package-lock --no-audit --no-fund --loglevel=error "$@" >/dev/null
}

if [ -x "$TOOLS/node_modules/.bin/node" ] || [ -x "$TOOLS/node_modules/.bin/pnpm" ]; then
  export PATH="$TOOLS/node_modules/.bin:$PATH"
fi

if [ "$(node_major)" -lt 24 ]; then
  platform="$(node -p 'process.platform + "-" + process.arch')"
  echo "toolchain: bringing Node.js $NODE_VERSION (system Node is $(node --version))" >&2
  tools_install "node-$platform@$NODE_VERSION"
  export PATH="$TOOLS/node_modules/.bin:$PATH"
fi

if ! pnpm --version 2>/dev/null | grep -q '^12\.'; then
  echo "toolchain: bringing pnpm $PNPM_VERSION" >&2
  tools_install "pnpm@$PNPM_VERSION"
  export PATH="$TOOLS/node_modules/.bin:$PATH"
fi

cd "$ROOT"
if [ -f pnpm-lock.yaml ]; then
  pnpm install --frozen-lockfile --reporter=append-only >&2
else
  pnpm install --reporter=append-only >&2
fi
