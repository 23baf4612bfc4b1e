import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
import { adminRouteKeyOf, staffRoleAllows, staffRoleOf, type StaffRole } from "./staff-roles";

type AuthedRequest = MedusaRequest & { auth_context?: { actor_id?: string; actor_type?: string } };

const ROLE_NAMES: Record<StaffRole, string> = { owner: "owner", manager: "manager", assistant: "assistant", rider: "rider" };

/** The user's roles as stored now (not as their token was signed), so taking a role away counts at once. */
async function currentRoleOf(req: MedusaRequest, userId: string): Promise<StaffRole | undefined> {
  const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "user", fields: ["id", "rbac_roles.id"], filters: { id: userId } });
  const roles = ((data[0] as { rbac_roles?: Array<{ id?: string } | null> } | undefined)?.rbac_roles ?? []).map((r) => r?.id);
  return staffRoleOf(roles);
}

/**
 * One lock for every /admin route (Medusa's and our plugins'; ADR 225): a signed-in staff user may
 * call a route only if their role allows it (staff-roles.ts); a route the inventory does not know,
 * in whatever spelling, is the owner's alone. Requests without a user yet (accepting an invite,
 * signing in) are left to the route's own authentication.
 */
export async function staffRoleGuard(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const auth = (req as AuthedRequest).auth_context;
  if (auth?.actor_type !== "user" || !auth.actor_id) return next();
  try {
    const role = await currentRoleOf(req, auth.actor_id);
    if (role === "owner") return next();
    const key = adminRouteKeyOf(req.method, req.originalUrl ?? req.url ?? "");
    if (staffRoleAllows(role, key)) return next();
    res.status(403).json({
      message: role
        ? `Your staff role (${ROLE_NAMES[role]}) does not allow this. Ask the shop's owner if you need it.`
        : "Your staff account has no role yet. Ask the shop's owner to give you one.",
    });
  } catch (error) {
    next(error);
  }
}
