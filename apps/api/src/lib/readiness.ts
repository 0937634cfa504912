/**
 * Whether this process is ready for traffic (GET /api/health/ready): a load balancer that sends
 * requests to a process only once it is ready spares them its start-up, such as reading the
 * catalogue into memory (decision 007), which makes every request wait a few milliseconds for
 * about two seconds at 100,000 products. Each module that starts something registers a check,
 * which answers what it is still doing, or null once done.
 */
export type Readiness = {
  require(check: () => string | null): void;
  /** What the process is still doing before it is ready, or null when it is ready. */
  pending(): string | null;
};

export function createReadiness(): Readiness {
  const checks: (() => string | null)[] = [];
  return {
    require(check) {
      checks.push(check);
    },
    pending() {
      for (const check of checks) {
        const doing = check();
        if (doing !== null) return doing;
      }
      return null;
    },
  };
}
