/** One key factory for the dashboard; order changes elsewhere invalidate `dashboardKeys.all`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
};
