#!/usr/bin/env bash
# Compiles each mistake in this folder against the built FormaCore module and checks that
# the compiler reports the message its first line names (`// expected-error: …`), at the
# mistake's own line. Run after `swift build`; `.ci/run` runs it after `swift test`.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
modules="${FORMA_MODULES:-$root/.build/debug/Modules}"
if [ ! -f "$modules/FormaCore.swiftmodule" ]; then
  echo "compile-fail: no FormaCore.swiftmodule in $modules (run swift build first)" >&2
  exit 1
fi
failed=0
for source in "$here"/*.swift; do
  name="$(basename "$source")"
  expected="$(sed -n '1s|^// expected-error: ||p' "$source")"
  if [ -z "$expected" ]; then
    echo "FAIL $name: first line must be // expected-error: <message>"; failed=1; continue
  fi
  if output="$(swiftc -typecheck -swift-version 6 -I "$modules" "$source" 2>&1)"; then
    echo "FAIL $name: compiled, expected an error containing: $expected"; failed=1; continue
  fi
  errors="$(printf '%s\n' "$output" | grep -E "^[^ ]*$name:[0-9]+:[0-9]+: error:" || true)"
  if ! printf '%s\n' "$errors" | grep -qF -- "$expected"; then
    echo "FAIL $name: expected an error containing: $expected"
    printf '%s\n' "$output" | sed 's/^/    /'
    failed=1
    continue
  fi
  # The first error is the mistake itself, not the closure around it.
  first="$(printf '%s\n' "$errors" | head -n 1)"
  if ! printf '%s\n' "$first" | grep -qF -- "$expected"; then
    echo "FAIL $name: the first error is not the mistake: $first"; failed=1; continue
  fi
  echo "ok   $name: ${first#*error: }"
done
exit "$failed"
