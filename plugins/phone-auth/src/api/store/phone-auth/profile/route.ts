import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { Modules } from "@medusajs/framework/utils";
import { updateCustomersWorkflow } from "@medusajs/medusa/core-flows";
import { phoneSessionOf } from "../../../../lib/account";
import { MESSAGES, PhoneAuthError } from "../../../../lib/errors";
import { customerAnswer, handler, requireCustomer } from "../../../../lib/http";
import type { ProfileBodyType } from "../validators";

/**
 * POST /store/phone-auth/profile — first and last name and the optional email (signed in).
 * Medusa's `/store/customers/me` cannot change the email; an email another account uses is a 409.
 */
export const POST = handler(async (req: MedusaRequest<ProfileBodyType>, res: MedusaResponse) => {
  const { customer } = phoneSessionOf(req);
  const { first_name, last_name, email } = req.validatedBody;
  if (email && email !== customer.email) {
    const others = await req.scope.resolve(Modules.CUSTOMER).listCustomers({ email, has_account: true }, { select: ["id"] });
    if (others.some((c) => c.id !== customer.id)) throw new PhoneAuthError(409, MESSAGES.emailTaken);
  }
  await updateCustomersWorkflow(req.scope).run({ input: { selector: { id: customer.id }, update: { first_name, last_name, email } } });
  res.json({ customer: customerAnswer(await requireCustomer(req, customer.id)) });
});
