"""Expected output of uniform_loop_hang.cu, simulated from CUDA's semantics:
lane L runs L % 6 rounds; in round i the lanes still iterating (L % 6 > i,
the mask m) shuffle together, and lane L takes lane L ^ (i + 1)'s v when that
lane is in m, else adds 100 to undefs (width 32: the xor source never leaves
the warp)."""
v = list(range(32))
undefs = [0] * 32
for i in range(6):
    m = [l for l in range(32) if l % 6 > i]
    new = list(v)
    for l in m:
        if l ^ (i + 1) in m:
            new[l] = v[l ^ (i + 1)]
        else:
            undefs[l] += 100
    v = new
vals = [x for l in range(32) for x in (v[l], undefs[l])]
for k in range(0, 64, 16):
    print(" ".join(str(x) for x in vals[k:k + 16]))
