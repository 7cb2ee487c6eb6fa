"""Expected output of half_math_exact.cu: the exact results, combined as the kernel does."""
import math

for t in range(8):
    x = (t - 3.5) * 1.25  # exact in half and bfloat16 (at most 3 significant bits)
    rint = round(x)  # Python rounds ties to even, as rintf
    values = [math.floor(x), math.ceil(x), math.trunc(x), rint, t, 2 ** t, t]
    row = [int(v * 1000) * 100000 + int(v * 1000) for v in values]
    rcp = int(2.0 ** -t * (1 << 20))
    row.append(rcp * 10000000 + rcp)
    print(' '.join(str(v) for v in row))
