import { ModuleProvider, Modules } from "@medusajs/framework/utils";
import { StaffFileLinkService } from "./service";

/** The local file provider whose private files download through a staff route (see service.ts). */
export default ModuleProvider(Modules.FILE, { services: [StaffFileLinkService] });
