import { defineWidgetConfig } from "@medusajs/admin-sdk";
import type { DetailWidgetProps, AdminCustomer } from "@medusajs/framework/types";
import { Badge, Button, Container, Heading, Table, Text } from "@medusajs/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContractOutput, phoneAuthAdminContracts } from "@glow/shop-contracts";
import { sdk } from "../lib/sdk";

type Contracts = typeof phoneAuthAdminContracts;

const when = (value: string) => new Date(value).toLocaleString();

/** Customer page: the shopper's signed-in devices (phone-auth sessions); staff sign one or all of them out. */
const CustomerSessionsWidget = ({ data: customer }: DetailWidgetProps<AdminCustomer>) => {
  const queryClient = useQueryClient();
  const sessionsKey = ["glow-customer-sessions", customer.id];
  const path = `/admin/phone-auth/customers/${encodeURIComponent(customer.id)}/sessions`;
  const { data, error: loadError } = useQuery({
    queryKey: sessionsKey,
    queryFn: () => sdk.client.fetch<ContractOutput<Contracts["sessions"]>>(path),
  });
  const signOut = useMutation({
    mutationFn: () => sdk.client.fetch<ContractOutput<Contracts["revokeAll"]>>(`${path}/revoke`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
  const signOutOne = useMutation({
    mutationFn: (sessionId: string) => sdk.client.fetch<ContractOutput<Contracts["revokeOne"]>>(`${path}/${encodeURIComponent(sessionId)}/revoke`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
  const sessions = data?.sessions ?? null;
  const error = loadError
    ? `Could not load sessions (${loadError.message})`
    : (signOut.error ?? signOutOne.error)
      ? `Could not sign the customer out (${(signOut.error ?? signOutOne.error)!.message})`
      : null;
  const busy = signOut.isPending || signOutOne.isPending;

  const signOutEverywhere = () => {
    if (!window.confirm("Sign this customer out on every device?")) return;
    signOut.mutate();
  };

  const active = (sessions ?? []).filter((s) => s.active);
  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <div>
          <Heading level="h2">Signed-in devices</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            Phone sign-in sessions of this customer (at most 3 devices at once).
          </Text>
        </div>
        <Button size="small" variant="danger" disabled={busy || active.length === 0} onClick={signOutEverywhere}>
          Sign out all devices
        </Button>
      </div>
      {error && (
        <div className="px-6 py-4">
          <Text className="text-ui-fg-error">{error}</Text>
        </div>
      )}
      {sessions && sessions.length === 0 && (
        <div className="px-6 py-4">
          <Text size="small">This customer has never signed in with their phone.</Text>
        </div>
      )}
      {sessions && sessions.length > 0 && (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Device</Table.HeaderCell>
              <Table.HeaderCell>Browser</Table.HeaderCell>
              <Table.HeaderCell>IP</Table.HeaderCell>
              <Table.HeaderCell>Signed in</Table.HeaderCell>
              <Table.HeaderCell>Last seen</Table.HeaderCell>
              <Table.HeaderCell>Status</Table.HeaderCell>
              <Table.HeaderCell>
                <span className="sr-only">Actions</span>
              </Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {sessions.map((s) => (
              <Table.Row key={s.id}>
                <Table.Cell>{s.device_fingerprint}</Table.Cell>
                <Table.Cell className="max-w-[220px] truncate" title={s.user_agent ?? ""}>
                  {s.user_agent ?? "—"}
                </Table.Cell>
                <Table.Cell>{s.ip ?? "—"}</Table.Cell>
                <Table.Cell>{when(s.created_at)}</Table.Cell>
                <Table.Cell>{when(s.last_seen_at)}</Table.Cell>
                <Table.Cell>
                  {s.active ? (
                    <Badge color="green" size="2xsmall">
                      {s.remember ? "Active (30 days)" : "Active"}
                    </Badge>
                  ) : (
                    <Badge color="grey" size="2xsmall">
                      {s.revoke_reason ? s.revoke_reason.replace(/_/g, " ") : "expired"}
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {s.active && (
                    <Button size="small" variant="secondary" disabled={busy} onClick={() => signOutOne.mutate(s.id)} aria-label={`Sign out ${s.device_fingerprint}`}>
                      Sign out
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </Container>
  );
};

export const config = defineWidgetConfig({ zone: "customer.details.after" });

export default CustomerSessionsWidget;
