#!/usr/bin/env bash
# `npm test`: lint, typecheck, jest (unit, components, integration), production build, Playwright.
# With TEST_DATABASE_URL set, integration runs on that PostgreSQL server and again on PGlite.
# Ends with one line "N passed, N failed" adding up every suite; exits non-zero on any failure.
set -u
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."
mkdir -p test-results
passed=0; failed=0
step() { # name, command...
  local name=$1; shift
  echo; echo "== $name"
  if "$@"; then passed=$((passed + 1)); echo "== $name: ok"; else failed=$((failed + 1)); echo "== $name: FAILED"; fi
}
count_json() { # file, kind -> "P F"
  node -e '
    const fs = require("fs"); const [file, kind] = process.argv.slice(1);
    if (!fs.existsSync(file)) { console.log("0 1"); process.exit(0); }
    const r = JSON.parse(fs.readFileSync(file, "utf8"));
    if (kind === "jest") console.log(`${r.numPassedTests} ${r.numFailedTests + (r.numRuntimeErrorTestSuites || 0)}`);
    else { const s = r.stats || {}; console.log(`${s.expected || 0} ${(s.unexpected || 0) + (r.errors || []).length}`); }
  ' "$1" "$2"
}

step "lint" npx --no-install eslint . --max-warnings=0
step "typecheck" npx --no-install tsc --noEmit

echo; echo "== jest"
rm -f test-results/jest.json
NODE_OPTIONS=--experimental-vm-modules npx --no-install jest --json --outputFile=test-results/jest.json
read jp jf < <(count_json test-results/jest.json jest)
passed=$((passed + jp)); failed=$((failed + jf))

# With TEST_DATABASE_URL the integration suite above ran on PostgreSQL; the embedded default
# (PGlite) must pass too, so run that project again without it and count both.
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo; echo "== jest integration (PGlite)"
  rm -f test-results/jest-pglite.json
  env -u TEST_DATABASE_URL NODE_OPTIONS=--experimental-vm-modules npx --no-install jest --selectProjects integration \
    --json --outputFile=test-results/jest-pglite.json
  read jp jf < <(count_json test-results/jest-pglite.json jest)
  passed=$((passed + jp)); failed=$((failed + jf))
fi

step "build" npm run build --silent

if [ -f .next/BUILD_ID ]; then
  echo; echo "== playwright"
  rm -f test-results/playwright.json
  npx --no-install playwright test
  read pp pf < <(count_json test-results/playwright.json playwright)
  passed=$((passed + pp)); failed=$((failed + pf))
else
  failed=$((failed + 1))
fi

echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
