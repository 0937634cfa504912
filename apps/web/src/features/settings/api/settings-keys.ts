/** One key factory for the admin's settings (GET/PUT /admin/settings). */
export const settingsKeys = {
  all: ['admin-settings'] as const,
  detail: () => [...settingsKeys.all, 'detail'] as const,
};
