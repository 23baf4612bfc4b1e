import { defineRouteConfig } from "@medusajs/admin-sdk";
import { Container, Heading, Table, Text, toast } from "@medusajs/ui";
import { useCallback, useEffect, useState } from "react";

const STATUSES = ["new", "contacted", "booked", "done", "cancelled"] as const;
type Status = (typeof STATUSES)[number];
const STATUS_LABELS: Record<Status, string> = { new: "New", contacted: "Contacted", booked: "Booked", done: "Done", cancelled: "Cancelled" };

interface Consultation {
  id: string;
  name: string;
  phone: string;
  preferred_date: string;
  preferred_time: string;
  contact_method: string;
  concern: string;
  status: Status;
  staff_note: string | null;
  created_at: string;
}

/** Admin → Consultations: the bookings made on the storefront's /consultation page. */
const ConsultationsPage = () => {
  const [rows, setRows] = useState<Consultation[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [filter, setFilter] = useState<Status | "">("");

  useEffect(() => {
    setRows(null);
    fetch(`/admin/consultations?limit=200${filter ? `&status=${filter}` : ""}`, { credentials: "include" })
      .then(async (r) => {
        if (!r.ok) throw new Error(`${r.status} ${r.statusText}`);
        const body = (await r.json()) as { consultations: Consultation[] };
        setRows(body.consultations);
      })
      .catch((e: Error) => setError(e.message));
  }, [filter]);

  /** Saves one change; on failure the row goes back to what the server has. */
  const save = useCallback(async (row: Consultation, change: Partial<Pick<Consultation, "status" | "staff_note">>) => {
    setRows((current) => current?.map((c) => (c.id === row.id ? { ...c, ...change } : c)) ?? null);
    const response = await fetch(`/admin/consultations/${row.id}`, {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(change),
    });
    const body = (await response.json().catch(() => ({}))) as { consultation?: Consultation; message?: string };
    if (!response.ok || !body.consultation) {
      setRows((current) => current?.map((c) => (c.id === row.id ? row : c)) ?? null);
      toast.error("Could not save the booking", { description: body.message ?? `${response.status} ${response.statusText}` });
      return;
    }
    setRows((current) => current?.map((c) => (c.id === row.id ? body.consultation! : c)) ?? null);
    toast.success(`Saved: ${row.name}`);
  }, []);

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h1">Consultation bookings</Heading>
        <Text className="text-ui-fg-subtle">Call or WhatsApp each shopper to confirm their slot, then record where the booking stands.</Text>
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
      {error && <Text className="px-6 py-4 text-ui-fg-error">Could not load bookings: {error}</Text>}
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
                    onChange={(e) => void save(c, { status: e.target.value as Status })}
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
                      if (note !== (c.staff_note ?? "")) void save(c, { staff_note: note || null });
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
