#!/usr/bin/env bash
# What `npm test` needs beside Node and the packages: Chromium for the browser tests, nginx and
# openssl for the front's tests (a test certificate), Redis for the shared-cache tests, Java for the
# Nu HTML Checker and Python's XML libraries for the W3C Feed Validator (tests/e2e/checkers.spec.ts).
# MDN's HTTP Observatory scanner (tests/e2e/proxy-https.spec.ts) is an npm package of its own in
# tools/observatory, installed without its install scripts, which fetch lists from the internet.
# Found, or installed with apt-get when this runs as root on Debian or Ubuntu (a fresh server, a
# container, CI); otherwise it names what to install and stops before any test runs.
set -euo pipefail

if [ ! -d tools/observatory/node_modules/@mdn/mdn-http-observatory ]; then
  npm ci --prefix tools/observatory --ignore-scripts --no-audit --no-fund
fi

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v redis-server >/dev/null || missing+=(redis-server)
command -v java >/dev/null || missing+=(default-jre-headless)
command -v openssl >/dev/null || missing+=(openssl)
/usr/bin/python3 -c 'import lxml, html5lib, rdflib' 2>/dev/null ||
  missing+=(python3 python3-lxml python3-html5lib python3-rdflib)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing what the tests need: ${missing[*]}"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
else
  echo "The tests need ${missing[*]}, which this machine does not have." >&2
  echo "On Debian or Ubuntu: sudo apt-get install ${missing[*]} (then run npm test again)." >&2
  exit 1
fi
