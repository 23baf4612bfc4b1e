import type { z } from "@medusajs/framework/zod";
import type {
  DeleteAccountBody,
  LoginBody,
  LoginCodeBody,
  LoginVerifyBody,
  PasswordChangeBody,
  PhoneBody,
  PhoneChangeBody,
  ProfileBody,
  RegisterBody,
  RegistrationVerifyBody,
  ResetBody,
  ResetVerifyBody,
  SettingsBody,
} from "@glow/shop-contracts";

/**
 * The request schemas of phone-auth's store routes live with their contracts in
 * @glow/shop-contracts (packages/shop-contracts/src/phone-auth.ts, ADR 161): the middlewares
 * validate with the contracts; the routes read the parsed bodies as these types.
 */

export type PhoneBodyType = z.infer<typeof PhoneBody>;
export type RegistrationVerifyBodyType = z.infer<typeof RegistrationVerifyBody>;
export type RegisterBodyType = z.infer<typeof RegisterBody>;
export type LoginBodyType = z.infer<typeof LoginBody>;
export type LoginCodeBodyType = z.infer<typeof LoginCodeBody>;
export type LoginVerifyBodyType = z.infer<typeof LoginVerifyBody>;
export type ResetVerifyBodyType = z.infer<typeof ResetVerifyBody>;
export type ResetBodyType = z.infer<typeof ResetBody>;
export type SettingsBodyType = z.infer<typeof SettingsBody>;
export type PhoneChangeBodyType = z.infer<typeof PhoneChangeBody>;
export type PasswordChangeBodyType = z.infer<typeof PasswordChangeBody>;
export type DeleteAccountBodyType = z.infer<typeof DeleteAccountBody>;
export type ProfileBodyType = z.infer<typeof ProfileBody>;
