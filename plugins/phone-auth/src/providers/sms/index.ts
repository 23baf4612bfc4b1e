import { ModuleProvider, Modules } from "@medusajs/framework/utils";
import { GlowSmsProviderService } from "./service";

export default ModuleProvider(Modules.NOTIFICATION, { services: [GlowSmsProviderService] });
