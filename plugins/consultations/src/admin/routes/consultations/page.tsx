import { defineRouteConfig } from "@medusajs/admin-sdk";
import { Button, Container, Heading, Table, Text, toast } from "@medusajs/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { todayInAccra, weekOf, type ContractOutput, type ConsultationStatus, type consultationContracts } from "@glow/shop-contracts";
import { sdk } from "../../lib/sdk";

type Contracts = typeof consultationContracts;
type ListAnswer = ContractOutput<Contracts["adminList"]>;
type Consultation = ListAnswer["consultations"][number];
type Status = ConsultationStatus;
/** Every status (the Record fails to compile if the contract gains one), in this order. */
const STATUS_LABELS: Record<Status, string> = { new: "New", contacted: "Contacted", booked: "Booked", done: "Done", cancelled: "Cancelled" };
const STATUSES = Object.keys(STATUS_LABELS) as Status[];

type View = "list" | "week";

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** "Monday 30 November" (the day as the shop lives it: Accra is UTC+0). */
const dayLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const VIA_LABELS: Record<Consultation["contact_method"], string> = { phone: "Phone call", whatsapp: "WhatsApp", in_store: "In the shop" };

/**
 * Admin → Consultations: the bookings made on the storefront's /consultation page, newest first, or
 * a week at a time by the day and time the shopper asked for (what staff plan their calls by).
 */
const ConsultationsPage = () => {
  const [filter, setFilter] = useState<Status | "">("");
  const [view, setView] = useState<View>("list");
  const [weekStart, setWeekStart] = useState(() => weekOf(todayInAccra()).from);
  const week = weekOf(weekStart);
  const queryClient = useQueryClient();
  const listKey = ["glow-consultations", filter, view === "week" ? week.from : "newest"];
  const { data, error } = useQuery({
    queryKey: listKey,
    queryFn: () =>
      sdk.client.fetch<ListAnswer>("/admin/consultations", {
        query: { limit: 200, ...(filter ? { status: filter } : {}), ...(view === "week" ? { from: week.from, to: week.to } : {}) },
      }),
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
    // Other filters' and weeks' lists hold the booking as it was.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["glow-consultations"], predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(listKey) }),
  });

  const row = (c: Consultation, when: "received" | "time") => (
    <Table.Row key={c.id}>
      <Table.Cell>{when === "received" ? new Date(c.created_at).toLocaleString("en-GB", { timeZone: "Africa/Accra" }) : c.preferred_time}</Table.Cell>
      <Table.Cell>{c.name}</Table.Cell>
      <Table.Cell>{c.phone}</Table.Cell>
      {when === "received" && (
        <Table.Cell>
          {c.preferred_date} {c.preferred_time}
        </Table.Cell>
      )}
      <Table.Cell>{VIA_LABELS[c.contact_method]}</Table.Cell>
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
  );

  const header = (when: "received" | "time") => (
    <Table.Header>
      <Table.Row>
        <Table.HeaderCell>{when === "received" ? "Received" : "Time"}</Table.HeaderCell>
        <Table.HeaderCell>Name</Table.HeaderCell>
        <Table.HeaderCell>Phone</Table.HeaderCell>
        {when === "received" && <Table.HeaderCell>Preferred</Table.HeaderCell>}
        <Table.HeaderCell>Via</Table.HeaderCell>
        <Table.HeaderCell>Concern</Table.HeaderCell>
        <Table.HeaderCell>Status</Table.HeaderCell>
        <Table.HeaderCell>Staff note</Table.HeaderCell>
      </Table.Row>
    </Table.Header>
  );

  const days = Array.from({ length: 7 }, (_, i) => addDays(week.from, i));

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h1">Consultation bookings</Heading>
        <Text className="text-ui-fg-subtle">Call or WhatsApp each shopper to confirm their slot, then record where the booking stands. Booked sends the shopper an SMS confirming the date and time.</Text>
        <div className="mt-3 flex flex-wrap items-center gap-4 text-sm">
          <label className="flex items-center gap-2">
            View
            <select className="rounded border px-2 py-1" value={view} onChange={(e) => setView(e.target.value as View)}>
              <option value="list">Newest first</option>
              <option value="week">Week by day</option>
            </select>
          </label>
          <label className="flex items-center gap-2">
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
        {view === "week" && (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Button size="small" variant="secondary" onClick={() => setWeekStart(addDays(week.from, -7))}>
              Previous week
            </Button>
            <Button size="small" variant="secondary" onClick={() => setWeekStart(weekOf(todayInAccra()).from)}>
              This week
            </Button>
            <Button size="small" variant="secondary" onClick={() => setWeekStart(addDays(week.from, 7))}>
              Next week
            </Button>
            <Text as="span" weight="plus" aria-live="polite">
              {shortDay(week.from)} – {shortDay(week.to)}
            </Text>
          </div>
        )}
      </div>
      {error && <Text className="px-6 py-4 text-ui-fg-error">Could not load bookings: {error.message}</Text>}
      {view === "list" && rows && rows.length === 0 && <Text className="px-6 py-4">{filter ? "No bookings with this status." : "No bookings yet."}</Text>}
      {view === "list" && rows && rows.length > 0 && (
        <Table>
          {header("received")}
          <Table.Body>{rows.map((c) => row(c, "received"))}</Table.Body>
        </Table>
      )}
      {view === "week" &&
        rows &&
        days.map((day) => {
          const booked = rows.filter((c) => c.preferred_date === day);
          return (
            <section key={day} aria-labelledby={`day-${day}`} className="px-6 py-4">
              <Heading level="h2" id={`day-${day}`}>
                {dayLabel(day)}
              </Heading>
              {booked.length === 0 ? (
                <Text className="text-ui-fg-subtle">No bookings.</Text>
              ) : (
                <Table>
                  {header("time")}
                  <Table.Body>{booked.map((c) => row(c, "time"))}</Table.Body>
                </Table>
              )}
            </section>
          );
        })}
    </Container>
  );
};

export const config = defineRouteConfig({ label: "Consultations" });

export default ConsultationsPage;
