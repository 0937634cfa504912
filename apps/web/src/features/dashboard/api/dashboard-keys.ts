/** One key factory for the dashboard; order changes elsewhere invalidate `dashboardKeys.all`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (range?: { from: string; to: string }) =>
    [...dashboardKeys.all, 'summary', range ? `${range.from}..${range.to}` : 'default'] as const,
};
