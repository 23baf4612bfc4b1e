import * as ToastPrimitive from "@radix-ui/react-toast";
import { DEFAULT_TOAST_DURATION, dismissToast, useToast } from "./use-toast";

/** The toast area: Radix Toast with a 50 px swipe threshold and the F8 hotkey (spec §2, §9). */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={DEFAULT_TOAST_DURATION}>
      {toasts.map(({ id, title, description, variant = "default", duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration ?? DEFAULT_TOAST_DURATION}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          data-variant={variant}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-8 shadow-lg data-[state=closed]:animate-out data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${
            variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-gray-200 bg-white text-gray-900"
          }`}
        >
          <div className="grid gap-1">
            {title && <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>}
            {description && <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close aria-label="Close" className="absolute right-2 top-2 rounded p-1 text-current opacity-70 hover:opacity-100">
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport hotkey={["F8"]} className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
