# What composite_shuffles.cu's kernel prints, from CUDA's definition of the tile shuffles:
# shfl_xor(v, 1) reads lane t ^ 1; shfl_down(s, 2) in tiles of 16 reads rank + 2, or keeps its
# own value past the tile's end; shfl(p, 5) in tiles of 8 reads rank 5 of the tile.
for t in range(64):
    x = t ^ 1
    d = t + 2 if t % 16 + 2 < 16 else t
    r = t // 8 * 8 + 5
    print(x, 4 * x, 10 * d, 2 * d + 1, d * 10**10, 91 * r)
