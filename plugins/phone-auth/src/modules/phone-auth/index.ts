import { Module } from "@medusajs/framework/utils";
import PhoneAuthModuleService from "./service";

export const PHONE_AUTH_MODULE = "phoneAuth";

export default Module(PHONE_AUTH_MODULE, { service: PhoneAuthModuleService });
