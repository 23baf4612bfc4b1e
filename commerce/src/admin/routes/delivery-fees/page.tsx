import { defineRouteConfig } from "@medusajs/admin-sdk";
import { Button, Container, Heading, Input, Table, Text, toast } from "@medusajs/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import type { adminDeliveryFeesContracts, ContractOutput } from "@glow/shop-contracts";
import { sdk } from "../../lib/sdk";

/** The commerce app's answer (@glow/shop-contracts). */
type Fees = ContractOutput<(typeof adminDeliveryFeesContracts)["list"]>;
type Fee = Fees["fees"][number];
type Draft = Record<string, { amount: string; freeOver: string }>;

const FEES = ["glow-delivery-fees"];

const draftOf = (fees: Fee[]): Draft =>
  Object.fromEntries(fees.map((f) => [f.zone, { amount: f.amount === null ? "" : String(f.amount), freeOver: f.free_over === null ? "" : String(f.free_over) }]));

/** "" → null (no threshold); anything else is sent as typed and checked by the API in plain words. */
const toNumber = (value: string): number | null => (value.trim() === "" ? null : Number(value.trim().replace(",", ".")));

/**
 * Settings → Delivery fees: a fee and an optional free-delivery threshold for each of Ghana's 16
 * regions and for store pickup (ADR 202). Medusa's own service-zone picker names whole countries
 * only; this page prices the regional zones the seed made, through POST /admin/glow/delivery-fees.
 */
const DeliveryFeesPage = () => {
  const queryClient = useQueryClient();
  const { data, error } = useQuery({ queryKey: FEES, queryFn: () => sdk.client.fetch<Fees>("/admin/glow/delivery-fees") });
  const [draft, setDraft] = useState<Draft>({});
  useEffect(() => {
    if (data) setDraft(draftOf(data.fees));
  }, [data]);
  const save = useMutation({
    mutationFn: (body: { fees: Array<{ zone: string; amount: number | null; free_over: number | null }> }) =>
      sdk.client.fetch<Fees>("/admin/glow/delivery-fees", { method: "POST", body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(FEES, saved);
      toast.success("Delivery fees saved");
    },
    onError: (e: Error) => toast.error(e.message),
  });

  const editable = (data?.fees ?? []).filter((f) => f.option_id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      fees: editable.map((f) => ({ zone: f.zone, amount: toNumber(draft[f.zone]?.amount ?? ""), free_over: toNumber(draft[f.zone]?.freeOver ?? "") })),
    });
  };
  const set = (zone: string, key: "amount" | "freeOver", value: string) => setDraft((d) => ({ ...d, [zone]: { ...(d[zone] ?? { amount: "", freeOver: "" }), [key]: value } }));

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h1">Delivery fees</Heading>
        <Text className="text-ui-fg-subtle">
          The fee a shopper pays for delivery to each region, in GH₵, and the order total from which delivery there is free (leave it empty for never). Checkout
          offers the fee of the shopper&apos;s region; product pages show the range.
        </Text>
      </div>
      {error && <Text className="px-6 py-4 text-ui-fg-error">Could not load the delivery fees: {error.message}</Text>}
      {data && (
        <form onSubmit={submit} aria-label="Delivery fees">
          <Table>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>Region</Table.HeaderCell>
                <Table.HeaderCell>Option</Table.HeaderCell>
                <Table.HeaderCell>Fee (GH₵)</Table.HeaderCell>
                <Table.HeaderCell>Free delivery over (GH₵)</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.fees.map((fee) => (
                <Table.Row key={fee.zone}>
                  <Table.Cell>
                    {fee.name} <span className="text-ui-fg-muted">{fee.zone === "pickup" ? "" : fee.zone}</span>
                  </Table.Cell>
                  <Table.Cell>{fee.option_name ?? <span className="text-ui-fg-error">no option: run the seed</span>}</Table.Cell>
                  <Table.Cell>
                    <Input
                      aria-label={`${fee.name} fee`}
                      inputMode="decimal"
                      size="small"
                      disabled={!fee.option_id}
                      value={draft[fee.zone]?.amount ?? ""}
                      onChange={(e) => set(fee.zone, "amount", e.target.value)}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <Input
                      aria-label={`${fee.name} free delivery over`}
                      inputMode="decimal"
                      size="small"
                      placeholder="never"
                      disabled={!fee.option_id}
                      value={draft[fee.zone]?.freeOver ?? ""}
                      onChange={(e) => set(fee.zone, "freeOver", e.target.value)}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
          <div className="flex justify-end px-6 py-4">
            <Button type="submit" isLoading={save.isPending} disabled={editable.length === 0}>
              Save delivery fees
            </Button>
          </div>
        </form>
      )}
    </Container>
  );
};

export const config = defineRouteConfig({ label: "Delivery fees" });

export default DeliveryFeesPage;
