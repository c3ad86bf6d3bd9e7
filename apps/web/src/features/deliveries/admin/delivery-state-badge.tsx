import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/** A mail's or push's state (sent), and a webhook's (delivered): blue while queued, red when it failed. */
const stateColours = { queued: 'blue', sent: 'green', delivered: 'green', failed: 'red' } as const;

/** The state of a delivery as both the Deliveries tab and a webhook's deliveries show it. */
export function DeliveryStateBadge({
  state,
  children,
}: {
  state: keyof typeof stateColours;
  children: ReactNode;
}) {
  return (
    <Badge color={stateColours[state]} variant={state === 'failed' ? 'filled' : 'light'}>
      {children}
    </Badge>
  );
}
