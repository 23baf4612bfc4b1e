import { defineRouteConfig } from "@medusajs/admin-sdk";
import { Container, Heading, Table, Text, toast } from "@medusajs/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ContractOutput, ConsultationStatus, consultationContracts } from "@glow/shop-contracts";
import { sdk } from "../../lib/sdk";

type Contracts = typeof consultationContracts;
type ListAnswer = ContractOutput<Contracts["adminList"]>;
type Consultation = ListAnswer["consultations"][number];
type Status = ConsultationStatus;
/** Every status (the Record fails to compile if the contract gains one), in this order. */
const STATUS_LABELS: Record<Status, string> = { new: "New", contacted: "Contacted", booked: "Booked", done: "Done", cancelled: "Cancelled" };
const STATUSES = Object.keys(STATUS_LABELS) as Status[];

/** Admin → Consultations: the bookings made on the storefront's /consultation page. */
const ConsultationsPage = () => {
  const [filter, setFilter] = useState<Status | "">("");
  const queryClient = useQueryClient();
  const listKey = ["glow-consultations", filter];
  const { data, error } = useQuery({
    queryKey: listKey,
    queryFn: () => sdk.client.fetch<ListAnswer>("/admin/consultations", { query: { limit: 200, ...(filter ? { status: filter } : {}) } }),
  });
  const rows = data?.consultations ?? null;

  /** Saves one change, shown at once; on failure the row goes back to what the server has. */
  const save = useMutation({
    mutationFn: ({ row, change }: { row: Consultation; change: Partial<Pick<Consultation, "status" | "staff_note">> }) =>
      sdk.client.fetch<ContractOutput<Contracts["adminUpdate"]>>(`/admin/consultations/${encodeURIComponent(row.id)}`, { method: "POST", body: change }),
    onMutate: ({ row, change }) =>
      queryClient.setQueryData<ListAnswer>(listKey, (current) =>
        current && { ...current, consultations: current.consultations.map((c) => (c.id === row.id ? { ...c, ...change } : c)) },
      ),
    onSuccess: ({ consultation }, { row }) => {
      queryClient.setQueryData<ListAnswer>(listKey, (current) =>
        current && { ...current, consultations: current.consultations.map((c) => (c.id === consultation.id ? consultation : c)) },
      );
      toast.success(`Saved: ${row.name}`);
    },
    onError: (error, { row }) => {
      queryClient.setQueryData<ListAnswer>(listKey, (current) =>
        current && { ...current, consultations: current.consultations.map((c) => (c.id === row.id ? row : c)) },
      );
      toast.error("Could not save the booking", { description: error.message });
    },
    // Other filters' lists hold the booking under its old status.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["glow-consultations"], predicate: (query) => query.queryKey[1] !== filter }),
  });

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h1">Consultation bookings</Heading>
        <Text className="text-ui-fg-subtle">Call or WhatsApp each shopper to confirm their slot, then record where the booking stands. Booked sends the shopper an SMS confirming the date and time.</Text>
        <label className="mt-3 flex items-center gap-2 text-sm">
          Show
          <select className="rounded border px-2 py-1" value={filter} onChange={(e) => setFilter(e.target.value as Status | "")}>
            <option value="">All bookings</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && <Text className="px-6 py-4 text-ui-fg-error">Could not load bookings: {error.message}</Text>}
      {rows && rows.length === 0 && <Text className="px-6 py-4">{filter ? "No bookings with this status." : "No bookings yet."}</Text>}
      {rows && rows.length > 0 && (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Received</Table.HeaderCell>
              <Table.HeaderCell>Name</Table.HeaderCell>
              <Table.HeaderCell>Phone</Table.HeaderCell>
              <Table.HeaderCell>Preferred</Table.HeaderCell>
              <Table.HeaderCell>Via</Table.HeaderCell>
              <Table.HeaderCell>Concern</Table.HeaderCell>
              <Table.HeaderCell>Status</Table.HeaderCell>
              <Table.HeaderCell>Staff note</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((c) => (
              <Table.Row key={c.id}>
                <Table.Cell>{new Date(c.created_at).toLocaleString("en-GB", { timeZone: "Africa/Accra" })}</Table.Cell>
                <Table.Cell>{c.name}</Table.Cell>
                <Table.Cell>{c.phone}</Table.Cell>
                <Table.Cell>
                  {c.preferred_date} {c.preferred_time}
                </Table.Cell>
                <Table.Cell>{c.contact_method}</Table.Cell>
                <Table.Cell className="max-w-md whitespace-normal">{c.concern}</Table.Cell>
                <Table.Cell>
                  <select
                    aria-label={`Status of ${c.name}'s booking`}
                    className="rounded border px-2 py-1"
                    value={c.status}
                    onChange={(e) => save.mutate({ row: c, change: { status: e.target.value as Status } })}
                  >
                    {STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {STATUS_LABELS[s]}
                      </option>
                    ))}
                  </select>
                </Table.Cell>
                <Table.Cell>
                  <input
                    aria-label={`Staff note for ${c.name}'s booking`}
                    className="w-48 rounded border px-2 py-1"
                    defaultValue={c.staff_note ?? ""}
                    maxLength={2000}
                    onBlur={(e) => {
                      const note = e.target.value.trim();
                      if (note !== (c.staff_note ?? "")) save.mutate({ row: c, change: { staff_note: note || null } });
                    }}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </Container>
  );
};

export const config = defineRouteConfig({ label: "Consultations" });

export default ConsultationsPage;
