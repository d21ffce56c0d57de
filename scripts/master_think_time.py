#!/usr/bin/env python3
"""How long Master thinks per move, through `ludoteca-cli engine`.

Plays whole games with Master in one seat (rotating from game to game) and Strong in
the others, times each of Master's `genmove` answers and prints one line per game and a
summary. Master stops before its three seconds once its choice is settled
(docs/ai.md, "Budget"); this shows how often and by how much.

usage: scripts/master_think_time.py CLI GAME [--games N] [--seed S] [KEY=VALUE]...
"""
import argparse
import json
import subprocess
import sys
import time

FULL_SECONDS = 2.9  # a move at least this long used all of Master's three seconds


class Engine:
    def __init__(self, cli):
        self.process = subprocess.Popen([cli, 'engine'], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True)

    def ask(self, command):
        self.process.stdin.write(command + '\n')
        self.process.stdin.flush()
        lines = []
        while True:
            line = self.process.stdout.readline()
            if line in ('', '\n'):
                break
            lines.append(line.rstrip('\n'))
        if not lines or not lines[0].startswith('='):
            sys.exit(f'{command}: {" ".join(lines) or "no answer"}')
        return lines[0][2:]

    def close(self):
        self.ask('quit')
        self.process.wait()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('cli', help='path to ludoteca-cli')
    parser.add_argument('game')
    parser.add_argument('options', nargs='*', metavar='KEY=VALUE')
    parser.add_argument('--games', type=int, default=4)
    parser.add_argument('--seed', type=int, default=1)
    args = parser.parse_args()

    engine = Engine(args.cli)
    all_times = []
    for number in range(args.games):
        engine.ask(' '.join(['new', args.game] + args.options))
        engine.ask(f'seed {args.seed + number}')
        state = json.loads(engine.ask('state'))
        master = number % state['players']
        times = []
        while not state['terminal']:
            mover = state['to_move']
            if mover == master:
                start = time.monotonic()
                engine.ask('genmove level=master')
                times.append(time.monotonic() - start)
            elif mover == 'chance':
                engine.ask('genmove')
            else:
                engine.ask('genmove level=strong')
            state = json.loads(engine.ask('state'))
        all_times += times
        full = sum(1 for t in times if t >= FULL_SECONDS)
        print(f'game {number + 1}: Master in seat {master}, {len(times)} moves, '
              f'{sum(times):.1f} s, {sum(times) / max(1, len(times)):.2f} s a move, '
              f'{full} of the full three seconds, winners {state["winners"]}', flush=True)
    engine.close()

    if all_times:
        full = sum(1 for t in all_times if t >= FULL_SECONDS)
        print(f'{args.game}: {len(all_times)} moves, {sum(all_times) / len(all_times):.2f} s a '
              f'move on average, {full} ({100 * full / len(all_times):.0f} %) used all three '
              f'seconds, {sum(all_times):.0f} s in all')


if __name__ == '__main__':
    main()
