import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "~/components/ui/use-toast";
import { USER_QUERY_KEY } from "~/lib/http/api-client";

/** What account actions answer: shown as a toast with JavaScript and as a status line without it. */
export interface ActionResult {
  ok: boolean;
  title?: string;
  message: string;
  /** The signed-in user changed (name, phone): the header's cached user is refetched. */
  refreshUser?: boolean;
  /** Field errors by input name. */
  errors?: Record<string, string>;
  /** Which form answered (pages with several forms). */
  form?: string;
}

export function useResultToast(result: ActionResult | undefined | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!result) return;
    toast({ title: result.title ?? (result.ok ? "Saved" : "Not saved"), description: result.message, variant: result.ok ? "default" : "destructive" });
    if (result.ok && result.refreshUser) void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [result, queryClient]);
}

export function ResultLine({ result, form }: { result: ActionResult | undefined | null; form?: string }) {
  if (!result || (form && result.form !== form)) return null;
  return (
    <p role="status" className={`text-sm ${result.ok ? "text-emerald-800" : "text-red-700"}`}>
      {result.message}
    </p>
  );
}
