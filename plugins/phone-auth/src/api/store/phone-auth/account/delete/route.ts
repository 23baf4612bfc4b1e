import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { assertCurrentPassword, phoneSessionOf } from "../../../../../lib/account";
import { PhoneAuthError } from "../../../../../lib/errors";
import { handler } from "../../../../../lib/http";
import { deleteAccountWorkflow } from "../../../../../workflows/delete-account";
import type { DeleteAccountBodyType } from "../../validators";

/**
 * POST /store/phone-auth/account/delete — typed confirmation + password. Runs the deletion workflow
 * (ADR 061): sessions, sign-in, addresses and wishlist go; orders stay, anonymised.
 */
export const POST = handler(async (req: MedusaRequest<DeleteAccountBodyType>, res: MedusaResponse) => {
  const { customer } = phoneSessionOf(req);
  await assertCurrentPassword(req, customer.phone, req.validatedBody.password);
  if (customer.is_admin) throw new PhoneAuthError(403, "Shop admin accounts are closed by the Glow team. Please ask another admin.");
  const { result, errors } = await deleteAccountWorkflow(req.scope).run({
    input: { customer_id: customer.id, phone: customer.phone ?? "" },
    throwOnError: false,
  });
  if (errors.length) throw errors[0]!.error;
  res.json({ deleted: true, anonymised_orders: result.anonymised_orders });
});
