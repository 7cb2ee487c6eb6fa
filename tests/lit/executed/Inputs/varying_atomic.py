"""Checks varying_parts.cu's atomicBallot output (cl-run's numbers, block 64, then the counter):
the tickets are 0 to 63 once each, and in each warp every lane whose ticket is below 16 (mod 32)
voted, with the ballot of exactly those lanes; the others did not vote."""
import sys

values = [int(v) for v in open(sys.argv[1]).read().split()]
threads, counter = values[:64], values[64]
tickets = [v >> 33 for v in threads]
problems = []
if sorted(tickets) != list(range(64)) or counter != 64:
    problems.append(f"tickets {tickets}, counter {counter}")
for warp in range(2):
    lanes = range(32 * warp, 32 * warp + 32)
    voters = sum(1 << (t - 32 * warp) for t in lanes if tickets[t] % 32 < 16)
    for t in lanes:
        voted, ballot = (threads[t] >> 32) & 1, threads[t] & 0xFFFFFFFF
        should = tickets[t] % 32 < 16
        if voted != should or (should and ballot != voters):
            problems.append(f"thread {t}: ticket {tickets[t]}, voted {voted}, ballot {ballot:#x}, "
                            f"voters {voters:#x}")
print("\n".join(problems) or "ok")
sys.exit(1 if problems else 0)
