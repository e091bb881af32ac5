/**
 * A small seeded PRNG (sfc32, seeded through splitmix32) with the helpers the fuzz test needs.
 * `forCase(seed, n)` gives case n its own stream, so a case reproduces from the seed and its
 * number whatever order the concurrent runner reaches it in.
 */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  bytes(length: number): Buffer;
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function createRandom(seed: number): Random {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const next32 = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i += 1) next32();
  const random: Random = {
    next: () => next32() / 2 ** 32,
    int: (min, max) => min + Math.floor(random.next() * (max - min + 1)),
    chance: (probability) => random.next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick() from an empty list");
      return items[random.int(0, items.length - 1)]!;
    },
    bytes: (length) => {
      const buffer = Buffer.alloc(length);
      for (let i = 0; i < length; i += 1) buffer[i] = next32() & 0xff;
      return buffer;
    },
  };
  return random;
}

/** Case `index` of the run seeded with `seed`. */
export function forCase(seed: number, index: number): Random {
  return createRandom((Math.imul(seed >>> 0, 0x27d4eb2d) ^ splitmix32(index)()) >>> 0);
}
