/** The site's own calls (not under /v1): `GET /api/ip`. */
import { z } from 'zod';

export const ipResponseSchema = z.object({ ip: z.string() });
export type IpResponse = z.infer<typeof ipResponseSchema>;
