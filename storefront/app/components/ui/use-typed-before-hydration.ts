import { useEffect, useRef } from "react";

/**
 * Adopts into a controlled input's state what the shopper typed before React hydrated the page. React
 * 18 keeps the typed text in the field at hydration, but the state still holds its initial value, so
 * the first submit sent "" ("Please enter your phone number") and the next render emptied the field:
 * on a slow phone a fast typist lost the number (seen in CI on /auth and /password-reset). Taps are
 * held from React until the root hydrates (ADR 121); typing is not, and lands in the plain field.
 */
export function useTypedBeforeHydration(inputId: string, adopt: (typed: string) => void): void {
  const adoptRef = useRef(adopt);
  adoptRef.current = adopt;
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (input instanceof HTMLInputElement && input.value) adoptRef.current(input.value);
  }, [inputId]);
}
