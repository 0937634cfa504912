/**
 * C's log() for ts_rank_cd's normalization 1 (text-rank.ts): V8's Math.log differs from it by an
 * ulp for about one integer in a hundred, enough to move a float4 rank across a rounding boundary.
 */

/**
 * Arguments below 200,000 where C's log (glibc's and musl's alike: ARM's optimized-routines code,
 * within 0.52 ulp) is not the correctly rounded value, and what it returns there.
 */
const C_LOG_MISSES = new Map([
  [9170, 9.123692565250511],
  [136837, 11.826545715437014],
  [141614, 11.860860325410933],
  [147674, 11.902762420525626],
]);

const FRACTION_BITS = 160n;

/** atanh(p / q) * 2^160 for 0 <= p / q <= 1/3, by its series p/q + (p/q)^3 / 3 + (p/q)^5 / 5 ... */
function atanhFixed(p: bigint, q: bigint): bigint {
  const p2 = p * p;
  const q2 = q * q;
  let power = (p << FRACTION_BITS) / q;
  let sum = 0n;
  for (let odd = 1n; power > 0n; odd += 2n) {
    sum += power / odd;
    power = (power * p2) / q2;
  }
  return sum;
}

const LN2_FIXED = 2n * atanhFixed(1n, 3n);

/** ln(n) correctly rounded, computed to 160 bits: ln(2^k * m) = k ln 2 + 2 atanh((m - 1) / (m + 1)). */
function correctlyRoundedLog(n: number): number {
  let k = 0;
  while (2 ** (k + 1) <= n) k++;
  const big = BigInt(n);
  const base = 1n << BigInt(k);
  const fixed = BigInt(k) * LN2_FIXED + 2n * atanhFixed(big - base, big + base);
  return Number(fixed) / 2 ** Number(FRACTION_BITS);
}

const logCache = new Float64Array(1 << 16);

/**
 * log(n) for an integer n >= 2 as C's log returns it (ts_rank_cd's normalization 1). Not Math.log:
 * V8's (fdlibm's) differs from it by an ulp for one integer in a hundred (3, 48, 74...), which can
 * move a float4 rank across a rounding boundary. Exported for its test against PostgreSQL's ln().
 */
export function cLog(n: number): number {
  const cached = n < logCache.length ? (logCache[n] as number) : 0;
  if (cached > 0) return cached;
  const value = C_LOG_MISSES.get(n) ?? correctlyRoundedLog(n);
  if (n < logCache.length) logCache[n] = value;
  return value;
}
