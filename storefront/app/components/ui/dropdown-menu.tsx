import * as MenuPrimitive from "@radix-ui/react-dropdown-menu";
import type { ComponentPropsWithoutRef } from "react";

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

export function DropdownMenuContent({ className = "", ...props }: ComponentPropsWithoutRef<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={6}
        align="end"
        {...props}
        className={`z-50 min-w-44 rounded-xl border border-gray-200 bg-white p-1 text-sm shadow-lg ${className}`}
      />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({ className = "", ...props }: ComponentPropsWithoutRef<typeof MenuPrimitive.Item>) {
  return (
    <MenuPrimitive.Item
      {...props}
      className={`flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-gray-900 outline-none data-[highlighted]:bg-brand-50 ${className}`}
    />
  );
}
