#!/usr/bin/env bash
# Regenerates tests/unit/fixtures/jtokkit-1.1.0.json from real JTokkit.
# Usage: scripts/jtokkit-fixtures/generate.sh /path/to/jtokkit-1.1.0.jar
set -euo pipefail
jar="${1:?path to jtokkit-1.1.0.jar}"
here="$(cd "$(dirname "$0")" && pwd)"
out="$(mktemp -d)"
javac -d "$out" -cp "$jar" "$here/GenerateFixtures.java"
node "$here/corpus.mjs" | java -cp "$out:$jar" GenerateFixtures > "$here/../../tests/unit/fixtures/jtokkit-1.1.0.json"
rm -rf "$out"
