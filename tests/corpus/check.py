#!/usr/bin/env python3
"""corpus.harness: runs scripts/corpus/run.sh on tests/corpus (a small corpus in HeCBench's
layout) and checks the verdicts it writes in its markdown.

    tests/corpus/check.py --cu2cl-cc build/bin/cu2cl-cc [--work DIR]

Both build modes when cu2cl-cc compiles with -c (make mode), else direct only. Exits 1 with the
differences when a verdict, total, exclusion or diagnostic is not the expected one."""

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]

# program -> (verdict, text its detail must contain)
EXPECTED = {
    'add-pass': ('PASS', ''),
    'copy-ran': ('RAN', ''),
    'fail-check': ('FAIL (silent)', 'FAIL'),
    'idle-refused': ('translate', '__nanosleep'),
    'big-args': ('PASS', ''),
}


def table(markdown, heading):
    """The rows (lists of cells) of the first table under a `## heading`."""
    section = markdown.split(f'\n## {heading}\n', 1)
    if len(section) < 2:
        return None
    rows = []
    for line in section[1].split('\n## ', 1)[0].splitlines():
        if line.startswith('|') and not re.match(r'^\|[-:|]+\|$', line):
            rows.append([c.strip() for c in re.split(r'(?<!\\)\|', line)[1:-1]])
    return rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--cu2cl-cc', required=True)
    parser.add_argument('--work', help='work directory (default: a temporary one)')
    args = parser.parse_args()

    help_text = subprocess.run([args.cu2cl_cc, '--help'], capture_output=True, text=True).stdout
    modes = ['direct', 'make'] if re.search(r'^\s+-c\s', help_text, re.M) else ['direct']
    work = Path(args.work or tempfile.mkdtemp(prefix='corpus-harness-'))
    if work.exists():
        shutil.rmtree(work)
    output = work / 'corpus.md'
    command = [str(ROOT / 'scripts' / 'corpus' / 'run.sh'), str(HERE / 'HeCBench'),
               '--build=' + ('both' if len(modes) == 2 else 'direct'), '-j2', '--timeout', '120',
               '--cu2cl-cc', args.cu2cl_cc, '--arguments', str(HERE / 'arguments.txt'),
               '--work', str(work / 'work'), '--output', str(output)]
    print(' '.join(command), flush=True)
    run = subprocess.run(command, text=True, capture_output=True)
    print(run.stdout + run.stderr)
    problems = []
    if run.returncode != 0 or not output.is_file():
        print(f'FAIL: the harness exited with {run.returncode}')
        return 1
    markdown = output.read_text()

    rows = table(markdown, 'Programs')
    header = rows[0] if rows else []
    found = {}
    for row in (rows or [])[1:]:
        found[re.sub(r'\*', '', row[0])] = dict(zip(header, row))
    for name, (verdict, detail) in EXPECTED.items():
        if name not in found:
            problems.append(f'{name}: no row in the Programs table')
            continue
        for mode in modes:
            got = found[name].get(mode)
            got_detail = found[name].get(f'{mode}: first diagnostic', '')
            if got != verdict:
                problems.append(f'{name} ({mode}): verdict {got!r}, expected {verdict!r}')
            if detail not in got_detail:
                problems.append(f'{name} ({mode}): detail {got_detail!r} lacks {detail!r}')
    if found.get('big-args', {}).get('arguments') != 'arguments.txt':
        problems.append('big-args: its arguments should come from the arguments file')
    extra = set(found) - set(EXPECTED)
    if extra:
        problems.append(f'unexpected rows: {sorted(extra)}')

    excluded = {r[0]: r for r in (table(markdown, 'Excluded') or [])[1:]}
    if 'cublas-excluded' not in excluded or 'cuBLAS' not in excluded['cublas-excluded'][2]:
        problems.append(f'cublas-excluded: not excluded for cuBLAS ({excluded.get("cublas-excluded")})')
    if 'zz-evaluation' in markdown or (work / 'work').exists() and \
            any('zz-evaluation' in str(p) for p in (work / 'work').rglob('*')):
        problems.append('zz-evaluation (an n-z program) was looked at')

    totals = {r[0]: r[1:] for r in (table(markdown, 'Totals') or [])[1:]}
    want = {'PASS': '2', 'RAN (no self-check)': '1', 'FAIL (wrong results)': '1',
            'stopped at translate': '1', '**silent failures**': '1',
            'programs (excluded ones not counted)': '5', '**PASS+RAN**': '60.0 %'}
    for label, value in want.items():
        got = totals.get(label)
        if got is None or any(v != value for v in got):
            problems.append(f'totals: {label} is {got}, expected {value} in every mode')

    diagnostics = markdown.split('\n## First diagnostics\n', 1)[-1]
    if '[-Wcu2cl-unsupported-function]' not in diagnostics:
        problems.append('the histogram lacks [-Wcu2cl-unsupported-function] (idle-refused)')

    # One program run again and merged into the first run's table: every row stays, and the
    # table says which program was run again.
    merged_output = work / 'merged.md'
    merge = command[:command.index('--output')] + [
        '--output', str(merged_output), '--only', 'add-pass',
        '--merge', str(work / 'work' / 'results.json')]
    merge[merge.index('--work') + 1] = str(work / 'merge-work')
    run = subprocess.run(merge, text=True, capture_output=True)
    if run.returncode != 0 or not merged_output.is_file():
        problems.append(f'--merge: the harness exited with {run.returncode}: {run.stderr[-500:]}')
    else:
        merged = merged_output.read_text()
        rows = {re.sub(r'\*', '', r[0]) for r in (table(merged, 'Programs') or [])[1:]}
        if rows != set(found):
            problems.append(f'--merge: rows {sorted(rows)}, expected {sorted(found)}')
        if 'merged (1 program): add-pass.' not in merged:
            problems.append('--merge: the table does not say that add-pass was run again')
        merged_totals = {r[0]: r[1:] for r in (table(merged, 'Totals') or [])[1:]}
        if merged_totals != totals:
            problems.append(f'--merge: totals {merged_totals}, expected {totals}')

    for p in problems:
        print('FAIL:', p)
    if problems:
        print(f'(the markdown is {output})')
        return 1
    print(f'corpus.harness: {len(EXPECTED)} programs, modes {", ".join(modes)}: as expected')
    return 0


if __name__ == '__main__':
    sys.exit(main())
