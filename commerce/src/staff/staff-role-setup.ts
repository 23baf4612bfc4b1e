import type { IRbacModuleService, MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import { OWNER_ROLE_ID, STAFF_ROLE_IDS, STAFF_ROLE_LABELS, STAFF_ROLE_POLICIES, type StaffRole } from "../api/security/staff-roles";

/** Medusa's RBAC module makes this `*:*` policy (and the owner's Super Admin role) when it starts. */
const SUPER_ADMIN_POLICY_KEY = "*:*";

/**
 * The shop's staff roles in Medusa's RBAC module (ADR 225): Manager, Assistant and Rider with their
 * Medusa policies, next to Medusa's own Super Admin (the owner). Idempotent: makes what is missing,
 * leaves what an owner changed in the dashboard. Run by the demo seed and the `staff-roles`
 * migration script.
 */
export async function ensureStaffRoles(container: MedusaContainer): Promise<void> {
  const rbac = container.resolve<IRbacModuleService>(Modules.RBAC);
  const ours = Object.entries(STAFF_ROLE_LABELS) as Array<[Exclude<StaffRole, "owner">, { name: string; description: string }]>;
  const existing = new Set((await rbac.listRbacRoles({ id: Object.values(STAFF_ROLE_IDS) })).map((r) => r.id));
  const missingRoles = ours.filter(([role]) => !existing.has(STAFF_ROLE_IDS[role]));
  if (missingRoles.length) {
    // Fixed ids, so the route guard and the docs name the same roles in every shop.
    await rbac.createRbacRoles(missingRoles.map(([role, label]) => ({ id: STAFF_ROLE_IDS[role], name: label.name, description: label.description }) as never));
  }

  const keys = [...new Set(Object.values(STAFF_ROLE_POLICIES).flat())];
  const policies = await rbac.listRbacPolicies({ key: keys });
  const policyIdByKey = new Map(policies.map((p) => [p.key, p.id]));
  // Medusa registers its policies when its routes load; a fresh database (a seed, a migration) may not have them yet.
  const missingPolicies = keys.filter((key) => key !== SUPER_ADMIN_POLICY_KEY && !policyIdByKey.has(key));
  if (missingPolicies.length) {
    const created = await rbac.createRbacPolicies(
      missingPolicies.map((key) => {
        const [resource, operation] = key.split(":") as [string, string];
        return { key, resource, operation, name: key };
      }),
    );
    for (const p of created) policyIdByKey.set(p.key, p.id);
  }

  const roleIds = ours.map(([role]) => STAFF_ROLE_IDS[role]);
  const linked = new Set((await rbac.listRbacRolePolicies({ role_id: roleIds })).map((l) => `${l.role_id} ${l.policy_id}`));
  const links = ours.flatMap(([role]) =>
    STAFF_ROLE_POLICIES[role]
      .map((key) => policyIdByKey.get(key))
      .filter((policyId): policyId is string => !!policyId)
      .map((policyId) => ({ role_id: STAFF_ROLE_IDS[role], policy_id: policyId }))
      .filter((link) => !linked.has(`${link.role_id} ${link.policy_id}`)),
  );
  if (links.length) await rbac.createRbacRolePolicies(links);
}

/**
 * Gives `userIds` a staff role: Medusa's user ↔ RBAC role link, as its assign-user-roles workflow
 * writes it (that workflow wants a signed-in actor; a seed or a migration has none).
 */
export async function assignStaffRole(container: MedusaContainer, userIds: string[], role: StaffRole): Promise<void> {
  if (!userIds.length) return;
  await container
    .resolve(ContainerRegistrationKeys.LINK)
    .create(userIds.map((userId) => ({ [Modules.USER]: { user_id: userId }, [Modules.RBAC]: { rbac_role_id: STAFF_ROLE_IDS[role] } })));
}

/**
 * Staff from before roles keep doing what they did: every user without any role becomes an owner.
 * Returns how many were given the role.
 */
export async function giveRolelessStaffOwner(container: MedusaContainer): Promise<number> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "user", fields: ["id", "rbac_roles.id"] });
  const roleless = (data as Array<{ id: string; rbac_roles?: Array<{ id?: string } | null> | null }>)
    .filter((user) => !(user.rbac_roles ?? []).some((r) => r?.id))
    .map((user) => user.id);
  await assignStaffRole(container, roleless, "owner");
  return roleless.length;
}

export { OWNER_ROLE_ID };
