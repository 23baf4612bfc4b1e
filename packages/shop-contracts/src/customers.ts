import "./zod-setup.js";
import { z } from "zod";

/**
 * The signed-in customer as phone-auth answers it (`customer` in docs/phone-auth-contract.md),
 * snake_case; the storefront maps it to the spec's User (storefront/app/lib/auth/auth.server.ts).
 */
export const CustomerJsonSchema = z.object({
  id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  is_admin: z.boolean(),
  ask_code_on_new_device: z.boolean().optional(),
  location: z.string().nullable().optional(),
});
export type CustomerJson = z.infer<typeof CustomerJsonSchema>;
