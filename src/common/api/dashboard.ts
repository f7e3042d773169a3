import { z } from 'zod';

/** GET admin/dashboard: site counts and the newest members. */
export const dashboardResponse = z.object({
  counts: z.object({
    users: z.number().int(),
    newUsersThisWeek: z.number().int(),
    roles: z.number().int(),
    activeSessions: z.number().int(),
  }),
  recentUsers: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      image: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});

export type DashboardResponse = z.infer<typeof dashboardResponse>;
