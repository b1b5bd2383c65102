#!/usr/bin/env bash
# Measures HoDoKu's own speed on the rated sets, so the analyser bench's "× HoDoKu" column rests on
# a measurement made on the same machine, not on a figure quoted from elsewhere (issue 15).
#
#   HODOKU_JAR=/path/to/hodoku.jar bench/hodoku.sh
#
# HoDoKu rates each set with its batch mode (`/bs`, default step configuration via `/c default`).
# Each set runs twice as a file: once (×1) and three times over in one JVM (×3). Per puzzle:
#   with start-up     ×1 run ÷ n (JVM start, class loading and JIT warm-up included)
#   start-up excluded (×1 run − a one-puzzle run) ÷ n
#   warm JVM          (×3 run − ×1 run) ÷ 2n: the steady speed, the figure comparable to
#                     `npm run bench -- analyser` (CPU time after a warm-up run)
# CPU is user + sys of the whole java process (bash's `time`), the steady figure on a shared
# machine; wall is given beside it. Each figure is the median of REPEATS runs (default 3).
# Every output (4 ratings a puzzle: ×1 and ×3) is checked against ../shared/data/rated/hodoku_<set>.csv
# (level, score, guessing), so the program measured is the one that rated the sets.
# Options: REPEATS=n, HODOKU_SETS="mixed1000 top95 seventeen1000", HODOKU_DATA=<folder of the sets>.
set -euo pipefail

if [[ -z "${HODOKU_JAR:-}" || ! -f "${HODOKU_JAR}" ]]; then
  cat >&2 <<'EOF'
HODOKU_JAR must name HoDoKu's jar file, e.g. HODOKU_JAR=/tmp/hodoku/hodoku.jar bench/hodoku.sh

Get HoDoKu 2.2.4 (GPL-3.0, Java; keep it outside this repository): the hodoku.jar of release 2.2.4
at https://github.com/1to9only/HoDoKu/releases (Bernhard Hobiger's HoDoKu 2.2.0 continued), or build
that tag's source with a JDK (8 or later):
  git clone --branch 2.2.4 https://github.com/1to9only/HoDoKu /tmp/hodoku && cd /tmp/hodoku
  mkdir classes && javac --release 8 -nowarn -encoding UTF-8 -d classes $(find src -name '*.java')
  (cd src && find . -type f ! -name '*.java' | tar cf - -T - | tar xf - -C ../classes)
  jar cfe hodoku.jar sudoku.Main -C classes .
It also needs `java` on PATH and the rated sets in ../shared/data/rated (or HODOKU_DATA=<folder>).
EOF
  exit 2
fi

root=$(cd "$(dirname "$0")/.." && pwd)
data=${HODOKU_DATA:-$root/../shared/data/rated}
repeats=${REPEATS:-3}
sets=${HODOKU_SETS:-mixed1000 top95 seventeen1000}
jar=$(cd "$(dirname "$HODOKU_JAR")" && pwd)/$(basename "$HODOKU_JAR")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for set in $sets; do
  for file in "$data/$set.txt" "$data/hodoku_$set.csv"; do
    [[ -f $file ]] || { echo "$file is missing: the rated sets come from the shared/data folder next to this repository." >&2; exit 2; }
  done
done

# One run of HoDoKu's batch rating on a file of $work: prints "wall user sys" in seconds.
run_hodoku() {
  local TIMEFORMAT='%R %U %S'
  # Names relative to $work: HoDoKu reads an argument starting with / as an option. java.io.tmpdir:
  # HoDoKu reads and writes its hodoku.hcfg there; a private one keeps runs independent.
  { time (cd "$work" && java -Djava.io.tmpdir="$work" -jar "$jar" /c default /bs "$1" /o "$1.out" >"$1.log" 2>&1); } 2>&1
  grep -q ' puzzles in ' "$work/$1.log" || { echo "HoDoKu did not rate $1: see its output below" >&2; cat "$work/$1.log" >&2; exit 1; }
}

# Median over REPEATS runs of a file: prints "wall cpu" in seconds.
median_run() {
  local i
  for ((i = 0; i < repeats; i++)); do run_hodoku "$1"; done |
    awk '{ wall[NR] = $1; cpu[NR] = $2 + $3 }
         function median(a, n,   i, j, t) {
           for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
           return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
         }
         END { printf "%.3f %.3f\n", median(wall, NR), median(cpu, NR) }'
}

# Ratings in HoDoKu's output whose level, score or guessing differ from the reference CSV.
disagreements() {
  awk -F, 'NR == FNR { if (FNR > 1) ref[$2] = $3 " " $4 " " ($5 == "True"); next }
           / #[0-9]+ / { guess = / bf( |$)/ ? 1 : 0; score = $4; gsub(/[()]/, "", score)
                         if (ref[$1] != $3 " " score " " guess) bad++ }
           END { print bad + 0 }' "$2" FS=' ' "$1"
}

echo "HoDoKu: $HODOKU_JAR ($(java -version 2>&1 | head -1)), $(nproc) cores, $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
first_set=${sets%% *}
grep -m1 -E '^[0-9.]{81}' "$data/$first_set.txt" >"$work/one.txt"
startup=$(median_run one.txt)
read -r startWall startCpu <<<"$startup"
echo "start-up (the first puzzle of $first_set, median of $repeats): cpu ${startCpu} s, wall ${startWall} s"
echo
echo "set            puzzles   cpu ms/puzzle: with start-up  start-up excluded  warm JVM   wall ms/puzzle: with start-up  excluded  warm   agrees with hodoku_<set>.csv"
for set in $sets; do
  grep -E '^[0-9.]{81}' "$data/$set.txt" >"$work/$set.x1.txt"
  cat "$work/$set.x1.txt" "$work/$set.x1.txt" "$work/$set.x1.txt" >"$work/$set.x3.txt"
  n=$(wc -l <"$work/$set.x1.txt")
  once=$(median_run "$set.x1.txt")
  thrice=$(median_run "$set.x3.txt")
  read -r wall1 cpu1 <<<"$once"
  read -r wall3 cpu3 <<<"$thrice"
  # The ×3 output too: the passes timed as warm must rate each puzzle the same as the first.
  bad=$(($(disagreements "$work/$set.x1.txt.out" "$data/hodoku_$set.csv") + $(disagreements "$work/$set.x3.txt.out" "$data/hodoku_$set.csv")))
  awk -v set="$set" -v n="$n" -v w1="$wall1" -v c1="$cpu1" -v w3="$wall3" -v c3="$cpu3" -v ws="$startWall" -v cs="$startCpu" -v bad="$bad" \
    'BEGIN { printf "%-14s %7d   %28.2f  %17.2f  %8.2f   %29.2f  %8.2f  %5.2f   %d of %d ratings differ\n",
             set, n, c1 * 1000 / n, (c1 - cs) * 1000 / n, (c3 - c1) * 1000 / (2 * n),
             w1 * 1000 / n, (w1 - ws) * 1000 / n, (w3 - w1) * 1000 / (2 * n), bad, 4 * n }'
done
echo
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
