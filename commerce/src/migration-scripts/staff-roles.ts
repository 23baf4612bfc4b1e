import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
import { ensureStaffRoles, giveRolelessStaffOwner } from "../staff/staff-role-setup";

/**
 * Staff roles arrive (issue 30, ADR 225): `medusa db:migrate` runs this once per database. It makes
 * the Manager, Assistant and Rider roles, and every staff member who had no role (all of them,
 * before roles) becomes an owner, so nobody loses what they could do.
 */
export default async function staffRoles({ container }: { container: MedusaContainer }): Promise<void> {
  await ensureStaffRoles(container);
  const owners = await giveRolelessStaffOwner(container);
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`Staff roles ready; ${owners} staff member(s) without a role are now owners.`);
}
