import { defineRouteConfig } from "@medusajs/admin-sdk";
import { Container, Heading, Table, Text } from "@medusajs/ui";
import { useEffect, useState } from "react";

interface Consultation {
  id: string;
  name: string;
  phone: string;
  preferred_date: string;
  preferred_time: string;
  contact_method: string;
  concern: string;
  status: string;
  created_at: string;
}

/** Admin → Consultations: the bookings made on the storefront's /consultation page. */
const ConsultationsPage = () => {
  const [rows, setRows] = useState<Consultation[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetch("/admin/consultations?limit=200", { credentials: "include" })
      .then(async (r) => {
        if (!r.ok) throw new Error(`${r.status} ${r.statusText}`);
        const body = (await r.json()) as { consultations: Consultation[] };
        setRows(body.consultations);
      })
      .catch((e: Error) => setError(e.message));
  }, []);
  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h1">Consultation bookings</Heading>
        <Text className="text-ui-fg-subtle">Call or WhatsApp each shopper to confirm their slot.</Text>
      </div>
      {error && <Text className="px-6 py-4 text-ui-fg-error">Could not load bookings: {error}</Text>}
      {rows && rows.length === 0 && <Text className="px-6 py-4">No bookings yet.</Text>}
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
                <Table.Cell>{c.status}</Table.Cell>
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
