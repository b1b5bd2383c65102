#!/usr/bin/env bash
# The gate of issue 34's item 5: the analysis of the 9×9 corpora (mixed1000, top95, seventeen1000 and the
# first 2,000 of 1905_11+, with the model and the full set, --rating-path standard) and of every puzzle of
# ../shared/data/variants must stay the same, byte for byte once timings are removed, while the two
# analysers become one.
#
#   bench/same-results.sh record DIR          run this checkout's CLI (npm run build:cli first), write DIR
#   bench/same-results.sh compare BASE NEW    report every output that differs
#   bench/same-results.sh check BASE [DIR]    record into DIR (default: a temporary folder), then compare
#   bench/same-results.sh speed BASE_BIN      CPU of this build's analyze over the other build's (its
#                                             bin/sudoku-analyzer.js): the least of SAME_SPEED_ROUNDS (default 5)
#                                             interleaved whole-process runs per case, --jobs 1
#
# SAME_RESULTS_DATA (default ../shared/data) is the data folder, SAME_RESULTS_JOBS (default 1) the --jobs of each run:
# the output is the same whatever --jobs, so a busy machine may run it with fewer threads.
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
data="${SAME_RESULTS_DATA:-$here/../shared/data}"
jobs="${SAME_RESULTS_JOBS:-1}"
cli="$here/bin/sudoku-analyzer.js"

# Timings differ between runs by nature; every other field is the analysis.
strip_timings() {
  sed -E 's/"(elapsedMs|timeMs)":[-0-9.eE+]+,?//g'
}

nine_by_nine_corpus() {
  case "$1" in
    mixed1000) cat "$data/rated/mixed1000.txt" ;;
    top95) cat "$data/rated/top95.txt" ;;
    seventeen1000) cat "$data/rated/seventeen1000.txt" ;;
    hardest2000) awk '!/^#/ && NF { print; if (++n == 2000) exit }' "$data/tdoku/puzzles5_forum_hardest_1905_11+" ;;
  esac
}

record() {
  local out="$1"
  mkdir -p "$out"
  local corpus set variant name
  for corpus in mixed1000 top95 seventeen1000 hardest2000; do
    for set in model full; do
      nine_by_nine_corpus "$corpus" |
        node "$cli" analyze --json --rating-path standard --technique-set "$set" --jobs "$jobs" --file - |
        strip_timings >"$out/$corpus.$set.jsonl"
    done
  done
  for variant in "$data"/variants/*.txt; do
    name="$(basename "$variant" .txt)"
    case "$name" in *.solutions) continue ;; esac
    node "$cli" analyze --json --jobs "$jobs" --file "$variant" | strip_timings >"$out/variant.$name.jsonl"
  done
}

compare() {
  local base="$1" new="$2" file name differ=0 total=0
  for file in "$base"/*.jsonl; do
    name="$(basename "$file")"
    total=$((total + 1))
    if [ ! -f "$new/$name" ]; then
      echo "missing: $name"
      differ=$((differ + 1))
    elif ! cmp -s "$file" "$new/$name"; then
      echo "differs: $name ($(diff "$file" "$new/$name" | grep -c '^<' || true) of $(wc -l <"$file") lines)"
      differ=$((differ + 1))
    fi
  done
  echo "$((total - differ)) of $total outputs identical"
  [ "$differ" -eq 0 ]
}

# CPU milliseconds (user + system, whole process) of one analyze run.
cpu_ms() {
  local bin="$1"
  shift
  node --require "$here/lib/bench/cpu-at-exit.js" "$bin" analyze --json --jobs 1 "$@" 2>&1 >/dev/null | sed -n 's/^cpu-ms //p' | tail -n 1
}

speed() {
  local base_bin="$1" rounds="${SAME_SPEED_ROUNDS:-5}" ours="$cli" case_args label round ours_ms base_ms
  local -a cases=(
    "mixed1000 model|--rating-path standard --technique-set model --file $data/rated/mixed1000.txt"
    "mixed1000 full|--rating-path standard --technique-set full --file $data/rated/mixed1000.txt"
    "top95 model|--rating-path standard --technique-set model --file $data/rated/top95.txt"
    "top95 full|--rating-path standard --technique-set full --file $data/rated/top95.txt"
    "seventeen1000 model|--rating-path standard --technique-set model --file $data/rated/seventeen1000.txt"
    "seventeen1000 full|--rating-path standard --technique-set full --file $data/rated/seventeen1000.txt"
    "size-16|--rating-path standard --file $data/variants/size-16.txt"
    "size-25|--rating-path standard --file $data/variants/size-25.txt"
    "samurai|--rating-path standard --file $data/variants/samurai.txt"
  )
  printf '%-22s %10s %10s %7s\n' case 'base ms' 'ours ms' 'rate'
  for entry in "${cases[@]}"; do
    label="${entry%%|*}"
    read -r -a case_args <<<"${entry#*|}"
    local best_ours=999999999 best_base=999999999
    for round in $(seq "$rounds"); do
      base_ms="$(cpu_ms "$base_bin" "${case_args[@]}")"
      ours_ms="$(cpu_ms "$ours" "${case_args[@]}")"
      best_base="$(node -e "console.log(Math.min($best_base, $base_ms))")"
      best_ours="$(node -e "console.log(Math.min($best_ours, $ours_ms))")"
    done
    # The rate is base time over ours: ≥ 0.95 is the issue's gate.
    printf '%-22s %10.0f %10.0f %7.3f\n' "$label" "$best_base" "$best_ours" "$(node -e "console.log($best_base / $best_ours)")"
  done
}

case "${1:-}" in
  record) record "$2" ;;
  compare) compare "$2" "$3" ;;
  check)
    new="${3:-$(mktemp -d)}"
    record "$new"
    compare "$2" "$new"
    ;;
  speed) speed "$2" ;;
  *)
    echo "usage: $0 record DIR | compare BASE NEW | check BASE [DIR] | speed BASE_BIN" >&2
    exit 2
    ;;
esac
