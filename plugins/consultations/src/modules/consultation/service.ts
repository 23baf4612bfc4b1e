import { MedusaService } from "@medusajs/framework/utils";
import { ConsultationRequest } from "./models/consultation-request";

export default class ConsultationModuleService extends MedusaService({ ConsultationRequest }) {}
