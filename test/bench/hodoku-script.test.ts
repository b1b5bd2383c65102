/**
 * bench/hodoku.sh, the script that measures HoDoKu's speed for the analyser bench, run against a
 * stand-in `java` on PATH that answers like HoDoKu's batch mode (`/bs FILE /o OUT`) from a table of
 * ratings: the script must refuse plainly without a jar, report every set it times, notice output
 * that disagrees with the reference ratings (so a different program is never timed unnoticed), and
 * stop when HoDoKu rates nothing.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { spawnSync } from 'child_process';

const SCRIPT = path.resolve(__dirname, '..', '..', 'bench', 'hodoku.sh');

/** Three rows of hodoku_top95.csv (HoDoKu 2.2.4's ratings), the third a puzzle it guesses on. */
const REFERENCE = [
  'id,puzzle,level,score,needs_guess,flags',
  '1,4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......,Medium,696,False,',
  '2,52...6.........7.13...........4..8..6......5...........418.........3..2...87.....,Medium,756,False,',
  '3,6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....,Extreme,4216,True,bf',
];

/**
 * A `java` that prints a version line, or rates each line of the /bs file as HoDoKu does
 * ("PUZZLE #n Level (score)[ bf]") from the table in $STUB_RATINGS (puzzle,level,score,guess).
 */
const STUB_JAVA = `#!/usr/bin/env bash
if [[ $1 == -version ]]; then echo 'openjdk version "stub"' >&2; exit 0; fi
while [[ $# -gt 0 ]]; do
  case $1 in /bs) in=$2; shift ;; /o) out=$2; shift ;; esac
  shift
done
[[ -n $STUB_RATINGS ]] || exit 0
awk -F, 'NR == FNR { rating[$1] = $2 " (" $3 ")" ($4 == "True" ? " bf" : ""); next }
         { print $0 " #" FNR " " rating[$0] }' "$STUB_RATINGS" "$in" >"$out"
echo "$(wc -l <"$in") puzzles in 5ms (0:00:00.005)"
`;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hodoku-script-'));
  fs.mkdirSync(path.join(dir, 'bin'));
  fs.writeFileSync(path.join(dir, 'bin', 'java'), STUB_JAVA, { mode: 0o755 });
  fs.writeFileSync(path.join(dir, 'hodoku.jar'), '');
  fs.mkdirSync(path.join(dir, 'data'));
  for (const set of ['mixed1000', 'top95']) {
    fs.writeFileSync(
      path.join(dir, 'data', `${set}.txt`),
      REFERENCE.slice(1)
        .map((row) => row.split(',')[1])
        .join('\n') + '\n',
    );
    fs.writeFileSync(path.join(dir, 'data', `hodoku_${set}.csv`), REFERENCE.join('\n') + '\n');
  }
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The stub's answers: the reference table with `change` applied to each row's fields. */
function writeRatings(change: (fields: string[]) => string[] = (fields) => fields): string {
  const file = path.join(dir, 'ratings.csv');
  const rows = REFERENCE.slice(1).map((row) => change(row.split(',').slice(1, 5)).join(','));
  fs.writeFileSync(file, rows.join('\n') + '\n');
  return file;
}

function runScript(env: Record<string, string>): Run {
  const run = spawnSync('bash', [SCRIPT], {
    encoding: 'utf8',
    env: {
      PATH: `${path.join(dir, 'bin')}:${process.env.PATH}`,
      HOME: dir,
      HODOKU_DATA: path.join(dir, 'data'),
      HODOKU_SETS: 'mixed1000 top95',
      REPEATS: '1',
      ...env,
    },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const setLine = (stdout: string, set: string) => stdout.split('\n').find((line) => line.startsWith(`${set} `));

test('without a jar it says what to get and exits 2', () => {
  for (const jar of [undefined, path.join(dir, 'absent.jar')]) {
    const run = runScript(jar === undefined ? {} : { HODOKU_JAR: jar });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/HODOKU_JAR must name HoDoKu's jar file/);
    expect(run.stderr).toMatch(/HoDoKu 2\.2\.4/);
    expect(run.stderr).toMatch(/github\.com\/1to9only\/HoDoKu/);
  }
});

test('times every set and finds the stand-in agreeing with the reference ratings', () => {
  const run = runScript({ HODOKU_JAR: path.join(dir, 'hodoku.jar'), STUB_RATINGS: writeRatings() });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/start-up \(the first puzzle of mixed1000, median of 1\): cpu [\d.]+ s, wall [\d.]+ s/);
  for (const set of ['mixed1000', 'top95'])
    expect(setLine(run.stdout, set)).toMatch(/ 3 +[\d.-]+ .* 0 of 12 ratings differ$/);
});

test('counts the ratings whose level, score or guessing differ from the reference', () => {
  const wrongLevel = writeRatings(([puzzle, level, score, guess]) => [
    puzzle,
    puzzle.startsWith('52') ? 'Hard' : level,
    score,
    guess,
  ]);
  expect(
    setLine(runScript({ HODOKU_JAR: path.join(dir, 'hodoku.jar'), STUB_RATINGS: wrongLevel }).stdout, 'top95'),
  ).toMatch(/ 4 of 12 ratings differ$/);
  const noGuessing = writeRatings(([puzzle, level, score]) => [puzzle, level, score, 'False']);
  expect(
    setLine(runScript({ HODOKU_JAR: path.join(dir, 'hodoku.jar'), STUB_RATINGS: noGuessing }).stdout, 'top95'),
  ).toMatch(/ 4 of 12 ratings differ$/);
  const otherScores = writeRatings(([puzzle, level, score, guess]) => [
    puzzle,
    level,
    String(Number(score) + 1),
    guess,
  ]);
  expect(
    setLine(runScript({ HODOKU_JAR: path.join(dir, 'hodoku.jar'), STUB_RATINGS: otherScores }).stdout, 'top95'),
  ).toMatch(/ 12 of 12 ratings differ$/);
});

test("stops with HoDoKu's output when it rates nothing", () => {
  const run = runScript({ HODOKU_JAR: path.join(dir, 'hodoku.jar') });
  expect(run.status).toBe(1);
  expect(run.stderr).toMatch(/HoDoKu did not rate one\.txt/);
});
