import { ModuleProvider, Modules } from "@medusajs/framework/utils";
import { PhoneAuthProviderService } from "./service";

export default ModuleProvider(Modules.AUTH, { services: [PhoneAuthProviderService] });
